import {
  API_CODE,
  consoleProduct,
  consoleProductDelete,
  consoleProductDuplicate,
  consoleProductSave,
  consoleProductStatus,
  consoleProducts,
  consoleStockSave,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import type { HandlerContext, Mount } from '../../http/endpoint-route'
import { RefusalError } from '../../http/refusal-error'
import type { ConsoleActor } from '../console/console-actor'
import {
  deleteProduct,
  duplicateProduct,
  type ProductEditorDeps,
  saveProduct,
  saveStock,
  setProductStatus,
} from './product-editor'
import { listShopProducts, loadShopProduct } from './product-table'

type ActorOf = (ctx: Pick<HandlerContext<typeof consoleProducts>, 'session'>) => Promise<ConsoleActor>

/**
 * Issue #48: products are the shop's owner's and managers' (an agent answers chat and ships; the
 * operator runs the marketplace, not a shop's listing). Returns the shop every call is scoped to.
 */
export function requireProductStaff(actor: ConsoleActor): number {
  if (
    actor.role !== 'staff' ||
    actor.shopId === null ||
    (actor.shopRole !== 'owner' && actor.shopRole !== 'manager')
  ) {
    throw new RefusalError('console.productsStaffOnly', { apiCode: API_CODE.forbidden })
  }
  return actor.shopId
}

/** The products screen's calls (server README "Products"), mounted with the console's. */
export function mountProductEditorRoutes(
  mount: Mount,
  { db, clock, catalogCache }: Pick<AppServices, 'db' | 'clock' | 'catalogCache'>,
  actorOf: ActorOf,
): void {
  const deps: ProductEditorDeps = { db, clock, catalog: catalogCache }
  const shopOf = async (ctx: Parameters<ActorOf>[0]) => requireProductStaff(await actorOf(ctx))

  mount(consoleProducts, async (ctx) => listShopProducts(db, await shopOf(ctx), ctx.input, ctx.lang))
  mount(consoleProduct, async (ctx) => loadShopProduct(db, await shopOf(ctx), ctx.input.id))
  mount(consoleProductSave, async (ctx) => {
    const actor = await actorOf(ctx)
    return saveProduct(deps, { shopId: requireProductStaff(actor), userId: actor.userId }, ctx.input)
  })
  mount(consoleProductDuplicate, async (ctx) => duplicateProduct(deps, await shopOf(ctx), ctx.input.id))
  mount(consoleProductStatus, async (ctx) =>
    setProductStatus(deps, await shopOf(ctx), ctx.input.id, ctx.input.status),
  )
  mount(consoleProductDelete, async (ctx) => deleteProduct(deps, await shopOf(ctx), ctx.input.id))
  mount(consoleStockSave, async (ctx) => saveStock(deps, await shopOf(ctx), ctx.input.items))
}
