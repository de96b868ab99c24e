import { API_CODE } from '@crossmart/api-client'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppServices } from './app-services'
import { createAccountRoutes } from './features/accounts/routes'
import { createAddressRoutes } from './features/addresses/routes'
import { createAfterSaleRoutes } from './features/after-sale/routes'
import { createCartRoutes } from './features/cart/routes'
import { createCatalogRoutes } from './features/catalog/routes'
import { createContentRoutes } from './features/content/routes'
import { createFavouriteRoutes } from './features/favourites/routes'
import { createFirstViewHandler } from './features/first-view/first-view-handler'
import { createLcpImageLookup } from './features/first-view/lcp-image'
import type { ShopRenderer } from './features/first-view/shop-renderer'
import { createMerchantApplicationRoutes } from './features/merchant-applications/routes'
import { createNotificationRoutes } from './features/notifications/routes'
import { createOrderRoutes } from './features/orders/routes'
import { createPasswordResetRoutes } from './features/password-reset/routes'
import { createProductRoutes } from './features/products/routes'
import { createSessionRoutes } from './features/sessions/routes'
import { sessionActivity } from './features/sessions/session-activity'
import { createShopRoutes } from './features/shops/routes'
import { createUploadRoutes } from './features/uploads/routes'
import { createWalletRoutes } from './features/wallet/routes'
import type { AppEnv } from './http/app-env'
import { compression } from './http/compression'
import { createDatabaseIpRateLimiter } from './http/database-ip-rate-limiter'
import { apiNotFound, createErrorHandler } from './http/error-handler'
import { createIpRateLimiter } from './http/ip-rate-limiter'
import { RefusalError } from './http/refusal-error'
import { ipRateLimit, requestContext } from './http/request-context'
import { securityHeaders } from './http/security-headers'
import { mountConsoleStatic, mountShopStatic } from './http/shop-static'
import { createHealthRoutes, type HealthRoutesOptions } from './observability/health-routes'
import { observeRequests } from './observability/request-observer'
import type { RequestScope } from './observability/request-scope'

/** JSON bodies are small forms; anything bigger is refused before it is read. */
export const JSON_BODY_MAX_BYTES = 256 * 1024

/** A feature contributes routes; a new area adds itself to the list below (chat comes as `extraFeatures`). */
export type FeatureRoutes = (services: AppServices) => Hono<AppEnv>

export const CORE_FEATURES: readonly FeatureRoutes[] = [
  createAccountRoutes,
  createAddressRoutes,
  createCatalogRoutes,
  createProductRoutes,
  createShopRoutes,
  createFavouriteRoutes,
  createContentRoutes,
  createUploadRoutes,
  // Money (README "Money: cart, orders, wallet").
  createCartRoutes,
  createOrderRoutes,
  createAfterSaleRoutes,
  createWalletRoutes,
  // The shopper's own space (server README).
  createPasswordResetRoutes,
  createNotificationRoutes,
  createSessionRoutes,
  // Issue #48 "Merchants join": the guest's application and the new owner's password.
  createMerchantApplicationRoutes,
]

export interface CreateAppOptions {
  services: AppServices
  /** Built shop app to serve on the same origin (apps/shop/dist); undefined serves API only. */
  shopDistDir?: string | undefined
  /** The shop's server bundle (issue #26), loaded at start; undefined: the shop renders in the browser only. */
  shopRenderer?: ShopRenderer | null | undefined
  /** Built console app served under /console (apps/console/dist); undefined serves none. */
  consoleDistDir?: string | undefined
  /** Features beyond the core ones (cart, orders, wallet, chat). */
  extraFeatures?: readonly FeatureRoutes[]
  /** Serve the apps' `.map` files (SERVE_SOURCE_MAPS=1); 404 otherwise. */
  serveSourceMaps?: boolean | undefined
  /** Origins the app may connect to besides its own (a chat gateway elsewhere: CHAT_WS_URL). */
  connectSources?: readonly string[]
  /** Carries each request's id to the log lines written while serving it (server README "Logs"). */
  requestScope: RequestScope
  /** `/healthz`, `/readyz` and `/metrics` (server README "Health"); none when absent. */
  health?: HealthRoutesOptions
}

/** The whole HTTP surface: middleware, every feature's routes, static files, errors. */
export function createApp({
  services,
  shopDistDir,
  shopRenderer,
  consoleDistDir,
  extraFeatures = [],
  connectSources = [],
  serveSourceMaps = false,
  requestScope,
  health,
}: CreateAppOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  app.onError(createErrorHandler(services.logger, services.metrics))
  app.use('*', securityHeaders({ trustProxy: services.config.trustProxy, connectSources }))
  app.use('*', observeRequests({ scope: requestScope, logger: services.logger, metrics: services.metrics }))
  if (health) app.route('/', createHealthRoutes(health))
  app.use('*', requestContext(services.config.trustProxy))
  // Server README "Compression and caching": HTML and API JSON over 1 KB in brotli or gzip.
  app.use('*', compression())
  // Server README "Production topology": on PostgreSQL the budget is shared by every replica.
  const { clock, config, db } = services
  const ipLimiter = config.databaseUrl
    ? createDatabaseIpRateLimiter(db, clock, config.rateLimitPerMinute)
    : createIpRateLimiter(clock, config.rateLimitPerMinute)
  app.use('/api/*', ipRateLimit(ipLimiter))
  // /security (server README "Active sessions"): when (and with which User-Agent) each session was last used.
  app.use('/api/*', sessionActivity(services))
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: () => {
      throw new RefusalError('request.tooLarge', { apiCode: API_CODE.validation, httpStatus: 413 })
    },
  })
  // Uploads carry their own, larger limit (features/uploads/routes.ts).
  // A GET or HEAD without a body skips the check: reading `body` makes the Node adapter build a full
  // Request, a tenth of a cached read's CPU.
  const bodiless = (c: Context<AppEnv>) =>
    (c.req.method === 'GET' || c.req.method === 'HEAD') &&
    c.req.header('content-length') === undefined &&
    c.req.header('transfer-encoding') === undefined
  app.use('/api/*', (c, next) =>
    c.req.path.startsWith('/api/upload/') || bodiless(c) ? next() : jsonBodyLimit(c, next),
  )
  for (const feature of [...CORE_FEATURES, ...extraFeatures]) app.route('/', feature(services))
  app.all('/api/*', apiNotFound)
  // Server README "Compression and caching": source maps only with SERVE_SOURCE_MAPS=1.
  if (consoleDistDir !== undefined) mountConsoleStatic(app, consoleDistDir, { serveSourceMaps })
  if (shopDistDir !== undefined)
    mountShopStatic(app, shopDistDir, {
      serveSourceMaps,
      lcpImage: createLcpImageLookup(db, services.catalogCache, services.clock),
      firstView: shopRenderer
        ? createFirstViewHandler({
            renderer: shopRenderer,
            appFetch: (request, env) => app.fetch(request, env),
            logger: services.logger,
          })
        : undefined,
    })
  app.notFound((c) => (c.req.path.startsWith('/api/') ? apiNotFound(c) : c.text('Not found', 404)))
  return app
}
