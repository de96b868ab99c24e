import { asc } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { banners, categories } from '../../db/schema'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'

/** The home carousel, in display order, its sale text in `lang` (then en, then as written). */
export async function listBanners(db: Executor, lang: ServerLanguage = FALLBACK_LANGUAGE) {
  const rows = await db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id))
  return rows.map(({ id, image, title, titles, link }) => ({
    id,
    image,
    title: titles[lang] || titles[FALLBACK_LANGUAGE] || title,
    link,
  }))
}

/** The categories in display order, named in `lang`. */
export async function listCategories(db: Executor, lang: ServerLanguage) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id))
  // `label` is the spec's category key (the app translates it); `name` is ours in the request's language.
  return rows.map((row) => ({
    id: row.id,
    label: row.slug,
    name: row.names[lang] || row.names.en,
    icon: row.icon,
  }))
}
