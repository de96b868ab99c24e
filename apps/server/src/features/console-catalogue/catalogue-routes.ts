import {
  consoleAnnouncementDelete,
  consoleAnnouncementSave,
  consoleAnnouncements,
  consoleBannerDelete,
  consoleBannerMove,
  consoleBannerSave,
  consoleBanners,
  consoleCategories,
  consoleCategoryDelete,
  consoleCategoryHide,
  consoleCategoryMove,
  consoleCategorySave,
  consoleHotLists,
  consoleHotPin,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import type { HandlerContext, Mount } from '../../http/endpoint-route'
import { auditActorOf, type ConsoleActor, requireOperator } from '../console/console-actor'
import { deleteAnnouncement, listAnnouncements, saveAnnouncement } from './announcement-admin'
import { deleteBanner, listConsoleBanners, moveBanner, saveBanner } from './banner-admin'
import type { CatalogueDeps } from './catalogue-deps'
import {
  deleteCategory,
  listConsoleCategories,
  moveCategory,
  saveCategory,
  setCategoryHidden,
} from './category-admin'
import { hotLists, setHotPin } from './hot-pins'

type ActorOf = (ctx: Pick<HandlerContext<typeof consoleCategories>, 'session'>) => Promise<ConsoleActor>

/**
 * Issue #48 "The operator's marketplace" (server README): categories, home banners, announcements
 * and the hot lists' pins, mounted with the console's calls. Every call is the operator's (staff
 * are refused with console.operatorOnly, shoppers with 1003, guests with 401), every write is
 * audited and drops the catalogue cache.
 */
export function mountCatalogueRoutes(
  mount: Mount,
  { db, clock, catalogCache, auth }: Pick<AppServices, 'db' | 'clock' | 'catalogCache' | 'auth'>,
  actorOf: ActorOf,
): void {
  const deps: CatalogueDeps = { db, clock, catalog: catalogCache }
  const operator = async (ctx: Parameters<ActorOf>[0]) => requireOperator(await actorOf(ctx))
  const now = () => new Date(clock.now())

  mount(consoleCategories, async (ctx) => {
    await operator(ctx)
    return { list: await listConsoleCategories(db, ctx.lang) }
  })
  mount(consoleCategorySave, async (ctx) => saveCategory(deps, await operator(ctx), ctx.input, ctx.lang))
  mount(consoleCategoryMove, async (ctx) => ({
    list: await moveCategory(deps, await operator(ctx), ctx.input.id, ctx.input.direction, ctx.lang),
  }))
  mount(consoleCategoryHide, async (ctx) =>
    setCategoryHidden(deps, await operator(ctx), ctx.input.id, ctx.input.hidden, ctx.lang),
  )
  mount(consoleCategoryDelete, async (ctx) => deleteCategory(deps, await operator(ctx), ctx.input.id))

  mount(consoleBanners, async (ctx) => {
    await operator(ctx)
    return { list: await listConsoleBanners(db, now(), ctx.lang) }
  })
  mount(consoleBannerSave, async (ctx) => saveBanner(deps, await operator(ctx), ctx.input, ctx.lang))
  mount(consoleBannerMove, async (ctx) => ({
    list: await moveBanner(deps, await operator(ctx), ctx.input.id, ctx.input.direction, ctx.lang),
  }))
  mount(consoleBannerDelete, async (ctx) => deleteBanner(deps, await operator(ctx), ctx.input.id))

  mount(consoleAnnouncements, async (ctx) => {
    await operator(ctx)
    return { list: await listAnnouncements(db) }
  })
  // Shoppers' notification lists are cached per user for up to a second: an announcement, its
  // correction or its withdrawal drops them all, so every shopper reads it on their next request.
  const shoppersChanged = () => auth.userReads?.invalidateAll()
  mount(consoleAnnouncementSave, async (ctx) => {
    const saved = await saveAnnouncement(db, clock, auditActorOf(await operator(ctx)), ctx.input)
    shoppersChanged()
    return saved
  })
  mount(consoleAnnouncementDelete, async (ctx) => {
    const deleted = await deleteAnnouncement(db, clock, auditActorOf(await operator(ctx)), ctx.input.id)
    shoppersChanged()
    return deleted
  })

  mount(consoleHotLists, async (ctx) => {
    await operator(ctx)
    return hotLists(db, ctx.lang)
  })
  mount(consoleHotPin, async (ctx) => setHotPin(deps, await operator(ctx), ctx.input))
}
