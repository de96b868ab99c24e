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
import { auditActorOf } from '../console/console-actor'
import type { ConsoleMount } from '../console/console-mount'
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

/**
 * Issue #48 "The operator's marketplace" (server README): categories, home banners, announcements
 * and the hot lists' pins, mounted with the console's calls. Every call is the operator's (their
 * contract audience: staff are refused with console.operatorOnly, shoppers with 1003, guests with
 * 401), every write is audited and drops the catalogue cache.
 */
export function mountCatalogueRoutes(
  mount: ConsoleMount,
  { db, clock, catalogCache, auth }: Pick<AppServices, 'db' | 'clock' | 'catalogCache' | 'auth'>,
): void {
  const deps: CatalogueDeps = { db, clock, catalog: catalogCache }
  const now = () => new Date(clock.now())

  mount(consoleCategories, async (ctx) => {
    return { list: await listConsoleCategories(db, ctx.lang) }
  })
  mount(consoleCategorySave, async (ctx, operator) => saveCategory(deps, operator, ctx.input, ctx.lang))
  mount(consoleCategoryMove, async (ctx, operator) => ({
    list: await moveCategory(deps, operator, ctx.input.id, ctx.input.direction, ctx.lang),
  }))
  mount(consoleCategoryHide, async (ctx, operator) =>
    setCategoryHidden(deps, operator, ctx.input.id, ctx.input.hidden, ctx.lang),
  )
  mount(consoleCategoryDelete, async (ctx, operator) => deleteCategory(deps, operator, ctx.input.id))

  mount(consoleBanners, async (ctx) => {
    return { list: await listConsoleBanners(db, now(), ctx.lang) }
  })
  mount(consoleBannerSave, async (ctx, operator) => saveBanner(deps, operator, ctx.input, ctx.lang))
  mount(consoleBannerMove, async (ctx, operator) => ({
    list: await moveBanner(deps, operator, ctx.input.id, ctx.input.direction, ctx.lang),
  }))
  mount(consoleBannerDelete, async (ctx, operator) => deleteBanner(deps, operator, ctx.input.id))

  mount(consoleAnnouncements, async (_ctx, _operator) => {
    return { list: await listAnnouncements(db) }
  })
  // Shoppers' notification lists are cached per user for up to a second: an announcement, its
  // correction or its withdrawal drops them all, so every shopper reads it on their next request.
  const shoppersChanged = () => auth.userReads?.invalidateAll()
  mount(consoleAnnouncementSave, async (ctx, operator) => {
    const saved = await saveAnnouncement(db, clock, auditActorOf(operator), ctx.input)
    shoppersChanged()
    return saved
  })
  mount(consoleAnnouncementDelete, async (ctx, operator) => {
    const deleted = await deleteAnnouncement(db, clock, auditActorOf(operator), ctx.input.id)
    shoppersChanged()
    return deleted
  })

  mount(consoleHotLists, async (ctx) => {
    return hotLists(db, ctx.lang)
  })
  mount(consoleHotPin, async (ctx, operator) => setHotPin(deps, operator, ctx.input))
}
