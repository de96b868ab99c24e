import { contentHelpSupport, contentLaw, contentPlatform } from '@crossmart/api-client'
import { and, asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import { contentPages } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import type { ServerLanguage } from '../../i18n/languages'
import { PLATFORM_FACTS } from '../../seed/demo-content'

/** Help and support, legal and policy, platform information: in the request's `Lang` (shop-spec §9). */
export function createContentRoutes({ db, auth, catalogCache }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  const articles = (kind: 'help_support' | 'law' | 'platform', lang: ServerLanguage) =>
    catalogCache.get(`content:${kind}:${lang}`, async () => {
      const rows = await db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.kind, kind), eq(contentPages.lang, lang)))
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.id))
      if (rows.length > 0 || lang === 'en') return rows
      // A page missing in this language falls back to English rather than showing nothing.
      return db
        .select()
        .from(contentPages)
        .where(and(eq(contentPages.kind, kind), eq(contentPages.lang, 'en')))
        .orderBy(asc(contentPages.sortOrder), asc(contentPages.id))
    })
  const toArticles = (rows: (typeof contentPages.$inferSelect)[]) => ({
    list: rows.map((r) => ({ id: r.id, title: r.title, content: r.body })),
  })

  mount(contentHelpSupport, async ({ lang }) => toArticles(await articles('help_support', lang)))
  mount(contentLaw, async ({ lang }) => toArticles(await articles('law', lang)))
  mount(contentPlatform, async ({ lang }) => {
    const [about] = await articles('platform', lang)
    return {
      name: PLATFORM_FACTS.name,
      logo: PLATFORM_FACTS.logo,
      about: about?.body ?? '',
      merchantEntryUrl: PLATFORM_FACTS.merchantEntryUrl,
      sellerUrl: PLATFORM_FACTS.sellerUrl,
      serviceEmail: PLATFORM_FACTS.serviceEmail,
      currencySymbol: PLATFORM_FACTS.currencySymbol,
    }
  })

  return router
}
