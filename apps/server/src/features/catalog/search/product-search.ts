import type { ProductSummary, SearchHelp, SearchSort } from '@crossmart/api-client'
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { categories, products, shops } from '../../../db/schema'
import type { ServerLanguage } from '../../../i18n/languages'
import { listCategories } from '../index-queries'
import { localizedName } from '../product-language'
import {
  inCategory,
  likePattern,
  onSale,
  type Page,
  type PageRequest,
  summaryColumns,
  toSummary,
} from '../product-queries'
import { normalizeSearchText, planSearch, type SearchWord } from './search-plan'
import { closestTerm, correctTypos, DID_YOU_MEAN_MIN_SIMILARITY } from './typo-corrections'

export interface SearchFilter {
  keyword: string
  categoryId?: number | undefined
  shopId?: number | undefined
  minPriceCents?: number | undefined
  maxPriceCents?: number | undefined
  /** Average review score at least this (1-5); products without reviews have none and are left out. */
  minRating?: number | undefined
}

export type SearchPage = Page<ProductSummary> & { didYouMean: string | null; help: SearchHelp | null }

/** How many best sellers' names a search without results offers as popular searches. */
export const POPULAR_SEARCHES = 6

/** Relevance points of a word (server README "Search"): as typed, through a synonym or correction, by category. */
const AS_TYPED = 3
const AS_ALTERNATIVE = 2
const BY_CATEGORY = 1

/** A character search_words() splits on (migration 0023): a text holding one spans several terms. */
const TERM_SEPARATOR = /[\s!-/:-@[-`{-~]/

/** Whether the products holding `text` can be read from search_term_products: a single word of 2+ characters. */
const withinOneTerm = (text: string) => [...text].length >= 2 && !TERM_SEPARATOR.test(text)

/**
 * The ids of the products whose search text holds any of `texts`: single words through the known
 * terms that contain them (search_terms is small; search_term_products is indexed by term), the
 * rest ("usb-c", "power bank") by LIKE on the trigram index.
 */
function idsHolding(texts: readonly string[]): SQL[] {
  const words = texts.filter(withinOneTerm)
  const others = texts.filter((text) => !withinOneTerm(text))
  const sources: SQL[] = []
  if (words.length)
    sources.push(sql`select stp.product_id from search_term_products stp where stp.term in (
      select st.term from search_terms st where ${sql.join(
        words.map((w) => sql`st.term like ${likePattern(w)}`),
        sql` or `,
      )})`)
  if (others.length)
    sources.push(
      sql`select p.id from products p where ${sql.join(
        others.map((o) => sql`p.search_text like ${likePattern(o)}`),
        sql` or `,
      )}`,
    )
  return sources
}

const idIn = (sources: SQL[]) =>
  sources.length ? sql`${products.id} in (${sql.join(sources, sql` union `)})` : sql`false`

/**
 * The categories each word stands for: named by its synonym group, or named (in any language) as one
 * of its alternatives; resolved to ids first (ten rows).
 */
async function categoryIdsOf(db: Executor, words: readonly SearchWord[]): Promise<number[][]> {
  const rows = await db
    .select({
      id: categories.id,
      slug: categories.slug,
      names: categories.names,
      parentId: categories.parentId,
    })
    .from(categories)
  return words.map((word) => {
    const named = rows
      .filter(
        (row) =>
          word.categories.includes(row.slug) ||
          Object.values(row.names).some(
            (name) => typeof name === 'string' && word.alternatives.includes(normalizeSearchText(name)),
          ),
      )
      .map((row) => row.id)
    // Issue #48: a category stands for its sub-categories too.
    const children = rows.filter((row) => row.parentId !== null && named.includes(row.parentId))
    return [...new Set([...named, ...children.map((row) => row.id)])]
  })
}

/**
 * The alternatives worth a lookup: one that holds another ("smartphone" holds "phone") matches only
 * what the shorter one matches already.
 */
export function coveringTexts(texts: readonly string[]): string[] {
  return texts.filter(
    (text, i) => !texts.some((other, j) => j !== i && other !== text && text.includes(other)),
  )
}

function wordMatches(word: SearchWord, categoryIds: readonly number[]): SQL {
  const byCategory = categoryIds.length
    ? [
        sql`select c.id from products c where c.category_id in (${sql.join(
          categoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ]
    : []
  return idIn([...idsHolding(coveringTexts(word.alternatives)), ...byCategory])
}

function wordScore(word: SearchWord): SQL {
  const others = coveringTexts(word.alternatives.slice(1))
  const alternative = others.length
    ? sql` when ${idIn(idsHolding(others))} then ${sql.raw(String(AS_ALTERNATIVE))}`
    : sql``
  return sql`(case when ${idIn(idsHolding([word.text]))} then ${sql.raw(String(AS_TYPED))}${alternative} else ${sql.raw(String(BY_CATEGORY))} end)`
}

function relevanceOf(words: readonly SearchWord[]): SQL<number> {
  return sql<number>`(${sql.join(words.map(wordScore), sql` + `)})`
}

const averageRating = sql`(${products.ratingTotal}::float8 / nullif(${products.ratingCount}, 0))`

function whereOf(
  words: readonly SearchWord[],
  categoryIds: readonly number[][],
  filter: SearchFilter,
): SQL | undefined {
  return and(
    onSale(),
    ...words.map((word, i) => wordMatches(word, categoryIds[i] ?? [])),
    filter.categoryId !== undefined ? inCategory(filter.categoryId) : undefined,
    filter.shopId !== undefined ? eq(products.shopId, filter.shopId) : undefined,
    filter.minPriceCents !== undefined ? gte(products.priceCents, filter.minPriceCents) : undefined,
    filter.maxPriceCents !== undefined ? lte(products.priceCents, filter.maxPriceCents) : undefined,
    filter.minRating !== undefined
      ? sql`${products.ratingCount} > 0 and ${products.ratingTotal} >= ${filter.minRating} * ${products.ratingCount}`
      : undefined,
  )
}

/** Every order ends on id so pages never overlap; relevance ties go to the better seller. */
function orderOf(sort: SearchSort | undefined, relevance: SQL<number>): SQL[] {
  switch (sort) {
    case 'sales':
      return [desc(products.sales), desc(products.id)]
    case 'priceAsc':
      return [asc(products.priceCents), asc(products.id)]
    case 'priceDesc':
      return [desc(products.priceCents), desc(products.id)]
    case 'rating':
      return [
        sql`${averageRating} desc nulls last`,
        desc(products.ratingCount),
        desc(products.sales),
        desc(products.id),
      ]
    default:
      return [sql`${relevance} desc`, desc(products.sales), desc(products.id)]
  }
}

/**
 * The words of a keyword as the search looks for them: synonyms (search-synonyms.ts), then
 * misspelt words read as the closest known word (typo-corrections.ts).
 */
export async function searchWords(db: Executor, keyword: string) {
  return correctTypos(db, planSearch(keyword))
}

/** Products matching every word of the keyword, in `sort` order (relevance then sales by default). */
export async function searchProducts(
  db: Executor,
  filter: SearchFilter,
  sort: SearchSort | undefined,
  page: PageRequest,
  lang: ServerLanguage,
): Promise<SearchPage> {
  const { words, readAs } = await searchWords(db, filter.keyword)
  const empty = { list: [], total: 0, page: page.page, limit: page.limit }
  if (words.length === 0) return { ...empty, didYouMean: null, help: await helpFor(db, lang) }
  const where = whereOf(words, await categoryIdsOf(db, words), filter)
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(products)
      .innerJoin(shops, eq(shops.id, products.shopId))
      .where(where)
      .orderBy(...orderOf(sort, relevanceOf(words)))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(products).where(where),
  ])
  const total = totals[0]?.total ?? 0
  const list = rows.map((row) => toSummary(row, lang))
  if (total > 0) return { list, total, page: page.page, limit: page.limit, didYouMean: readAs, help: null }
  // Nothing matched: the closest known word to the whole keyword, unless a correction already said it.
  const didYouMean =
    readAs ?? (await closestTerm(db, words.map((w) => w.text).join(' '), DID_YOU_MEAN_MIN_SIMILARITY))
  return {
    ...empty,
    page: page.page,
    limit: page.limit,
    didYouMean,
    help: page.page === 1 ? await helpFor(db, lang) : null,
  }
}

/** What a search without results offers: best sellers' names in `lang`, and the categories. */
async function helpFor(db: Executor, lang: ServerLanguage): Promise<SearchHelp> {
  const [best, categoryList] = await Promise.all([
    db
      .select({ name: products.name, translations: products.translations })
      .from(products)
      .where(onSale())
      .orderBy(desc(products.sales), desc(products.id))
      .limit(POPULAR_SEARCHES * 4),
    listCategories(db, lang),
  ])
  const names = [...new Set(best.map((row) => localizedName(row.translations, row.name, lang)))]
  return { popularSearches: names.slice(0, POPULAR_SEARCHES), categories: categoryList }
}

/**
 * Search suggestions as the shopper types: the search's matching (synonyms, typos), best match
 * first, named in `lang`; one row per distinct shown name, since editions of a kind sold by
 * several shops share it.
 */
export async function suggestProducts(
  db: Executor,
  keyword: string,
  limit: number,
  lang: ServerLanguage,
): Promise<{ id: number; name: string }[]> {
  const { words } = await searchWords(db, keyword)
  if (words.length === 0) return []
  const rows = await db
    .select({ id: products.id, name: products.name, translations: products.translations })
    .from(products)
    .where(whereOf(words, await categoryIdsOf(db, words), { keyword }))
    .orderBy(...orderOf('relevance', relevanceOf(words)))
    .limit(limit * 4)
  const seen = new Set<string>()
  const list: { id: number; name: string }[] = []
  for (const row of rows) {
    const name = localizedName(row.translations, row.name, lang)
    if (seen.has(name)) continue
    seen.add(name)
    list.push({ id: row.id, name })
    if (list.length === limit) break
  }
  return list
}
