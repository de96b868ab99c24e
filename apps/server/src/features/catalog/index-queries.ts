import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { banners, categories } from '../../db/schema'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { categoryNameOf } from '../../lib/category-names'

/**
 * The home carousel as shoppers see it at `now`: enabled banners within their schedule (issue #48),
 * in display order, the sale text in `lang` (then en, then as written).
 */
export async function listBanners(db: Executor, now: Date, lang: ServerLanguage = FALLBACK_LANGUAGE) {
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.enabled, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sortOrder), asc(banners.id))
  return rows.map(({ id, image, title, titles, link }) => ({
    id,
    image,
    title: titles[lang] || titles[FALLBACK_LANGUAGE] || title,
    link,
  }))
}

interface ShopperCategory {
  id: number
  label: string
  name: string
  icon: string
}

/**
 * The visible categories in display order, named in `lang` (issue #48: a tree of two levels): the
 * top-level ones, each with its visible children. A hidden category, and every child of a hidden
 * one, is not listed; its products stay reachable by their links and by search.
 */
export async function listCategories(db: Executor, lang: ServerLanguage) {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.hidden, false))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
  // `label` is the spec's category key (the app translates it); `name` is ours in the request's language.
  // Once the operator renamed a category its names are the ones to show: no label to translate.
  const toCategory = (row: (typeof rows)[number]): ShopperCategory => ({
    id: row.id,
    label: row.namesEdited ? '' : row.slug,
    name: categoryNameOf(row.names, lang, row.slug),
    icon: row.icon,
  })
  return rows
    .filter((row) => row.parentId === null)
    .map((parent) => ({
      ...toCategory(parent),
      children: rows.filter((row) => row.parentId === parent.id).map(toCategory),
    }))
}
