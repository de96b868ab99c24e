import { and, asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { contentPages } from '../../db/schema'
import type { ServerLanguage } from '../../i18n/languages'

export type ContentKind = 'help_support' | 'law' | 'platform'
type ContentRow = typeof contentPages.$inferSelect

const pagesOf = (db: Executor, kind: ContentKind, lang: ServerLanguage) =>
  db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.lang, lang)))
    .orderBy(asc(contentPages.sortOrder), asc(contentPages.id))

/** The pages of one kind in `lang`; a kind missing in that language falls back to English. */
export async function loadContentPages(
  db: Executor,
  kind: ContentKind,
  lang: ServerLanguage,
): Promise<ContentRow[]> {
  const rows = await pagesOf(db, kind, lang)
  if (rows.length > 0 || lang === 'en') return rows
  // A page missing in this language falls back to English rather than showing nothing.
  return pagesOf(db, kind, 'en')
}

export const toArticles = (rows: readonly ContentRow[]) => ({
  list: rows.map((r) => ({ id: r.id, title: r.title, content: r.body })),
})
