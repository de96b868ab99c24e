import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db/database'
import { rowsOf } from '../../../db/rows-of'
import { likePattern } from '../product-queries'
import { mayBeTypo, type SearchWord, withCorrection } from './search-plan'

/**
 * How alike (pg_trgm similarity, 0-1) a known word must be to be taken for a misspelt one:
 * "smartfone"/"smartphone" 0.5, "earbudz"/"earbuds" 0.6; unrelated words of the catalogue stay
 * below 0.35.
 */
export const TYPO_MIN_SIMILARITY = 0.4
/** How alike the closest known word must be to be offered as "did you mean" when nothing matched. */
export const DID_YOU_MEAN_MIN_SIMILARITY = 0.3

/**
 * The known word (search_terms, migration 0023) closest to `text` by trigram similarity, the one
 * more products hold on a tie; `%` lets the trigram index find the candidates.
 */
export async function closestTerm(db: Executor, text: string, minSimilarity: number): Promise<string | null> {
  const rows = rowsOf<{ term: string }>(
    await db.execute(sql`
      select term from search_terms
      where term % ${text} and term <> ${text} and similarity(term, ${text}) >= ${minSimilarity}
      order by similarity(term, ${text}) desc, products desc, term
      limit 1`),
  )
  return rows[0]?.term ?? null
}

async function isKnown(db: Executor, text: string): Promise<boolean> {
  const rows = rowsOf<{ found: boolean }>(
    await db.execute(
      sql`select exists (select 1 from search_terms where term like ${likePattern(text)}) as found`,
    ),
  )
  return rows[0]?.found === true
}

/**
 * The words with their misspellings read as the closest known word: a word no synonym group knows
 * and no product's text holds is also looked for as that word (and its synonyms). Returns the
 * words and the keyword as read, or null when nothing was corrected.
 */
export async function correctTypos(
  db: Executor,
  words: readonly SearchWord[],
): Promise<{ words: SearchWord[]; readAs: string | null }> {
  let corrected = false
  const result: SearchWord[] = []
  const readAs: string[] = []
  for (const word of words) {
    const correction =
      mayBeTypo(word) && !(await isKnown(db, word.text))
        ? await closestTerm(db, word.text, TYPO_MIN_SIMILARITY)
        : null
    if (correction) corrected = true
    result.push(correction ? withCorrection(word, correction) : word)
    readAs.push(correction ?? word.text)
  }
  return { words: result, readAs: corrected ? readAs.join(' ') : null }
}
