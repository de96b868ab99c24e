import { SYNONYM_GROUPS, type SynonymGroup, synonymGroupsOf } from './search-synonyms'

/**
 * What a search looks for, before the database is asked (pure): the shopper's words, each with
 * every word that may stand for it. A product matches when it matches every word (server README
 * "Search").
 */
export interface SearchWord {
  /** The word as typed, normalised. */
  readonly text: string
  /** `text` first, then its synonyms (and, once corrected, the words it was taken for). */
  readonly alternatives: readonly string[]
  /** Category slugs the word stands for (search-synonyms.ts `categories`). */
  readonly categories: readonly string[]
  /** Whether a synonym group knows the word: such a word is never taken for a typo. */
  readonly known: boolean
}

/** Words a search considers at most: more add statements, not better results. */
export const SEARCH_MAX_WORDS = 6

/** NFKC (full-width letters become ASCII), lower case, single spaces: how search_text is written too. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

function wordOf(text: string, groups: readonly SynonymGroup[]): SearchWord {
  const matched = synonymGroupsOf(text, groups)
  return {
    text,
    alternatives: [...new Set([text, ...matched.flatMap((g) => g.terms)])],
    categories: [...new Set(matched.flatMap((g) => g.categories ?? []))],
    known: matched.length > 0,
  }
}

/**
 * The words of a keyword. A phrase a synonym group knows whole ("mobile phone", "무선 이어폰") stays
 * one word; otherwise each space-separated word is its own.
 */
export function planSearch(keyword: string, groups: readonly SynonymGroup[] = SYNONYM_GROUPS): SearchWord[] {
  const normalized = normalizeSearchText(keyword)
  if (!normalized) return []
  if (normalized.includes(' ') && groups.some((g) => g.terms.includes(normalized)))
    return [wordOf(normalized, groups)]
  return [...new Set(normalized.split(' '))].slice(0, SEARCH_MAX_WORDS).map((w) => wordOf(w, groups))
}

/** A word read as `correction` too (a typo, "smartfone" -> "smartphone"), with the correction's synonyms. */
export function withCorrection(
  word: SearchWord,
  correction: string,
  groups: readonly SynonymGroup[] = SYNONYM_GROUPS,
): SearchWord {
  const corrected = wordOf(correction, groups)
  return {
    ...word,
    alternatives: [...new Set([...word.alternatives, ...corrected.alternatives])],
    categories: [...new Set([...word.categories, ...corrected.categories])],
  }
}

/** Shortest word taken for a typo: shorter ones have too few trigrams to say what was meant. */
export const TYPO_MIN_LENGTH = 4

/** Whether a word not found as written may be a misspelling worth correcting by trigram similarity. */
export function mayBeTypo(word: SearchWord): boolean {
  return !word.known && [...word.text].length >= TYPO_MIN_LENGTH
}
