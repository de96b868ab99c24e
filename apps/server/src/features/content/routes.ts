import { contentHelpSupport, contentLaw, contentPlatform } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import type { ServerLanguage } from '../../i18n/languages'
import { type ContentKind, loadContentPages, toArticles } from './content-queries'
import { PLATFORM_FACTS } from './platform-facts'

/** Help and support, legal and policy, platform information: in the request's `Lang` (shop-spec §9). */
export function createContentRoutes({ db, auth, catalogCache }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const pages = (kind: ContentKind, lang: ServerLanguage) =>
    catalogCache.get(`content:${kind}:${lang}`, () => loadContentPages(db, kind, lang))

  mount(contentHelpSupport, async ({ lang }) => toArticles(await pages('help_support', lang)))
  mount(contentLaw, async ({ lang }) => toArticles(await pages('law', lang)))
  mount(contentPlatform, async ({ lang }) => {
    const [about] = await pages('platform', lang)
    const { name, logo, merchantEntryUrl, sellerUrl, serviceEmail, currencySymbol } = PLATFORM_FACTS
    return { name, logo, about: about?.body ?? '', merchantEntryUrl, sellerUrl, serviceEmail, currencySymbol }
  })

  return router
}
