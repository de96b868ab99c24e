import type { KeyValueStorage } from '../../../lib/language/language-storage'

/** Where the device keeps the shopper's recent searches (issue #31: "recent searches, stored on the device"). */
export const RECENT_SEARCHES_KEY = 'recentSearches'
/** How many recent searches /search shows, newest first. */
export const RECENT_SEARCHES_MAX = 10

export interface RecentSearches {
  list(): string[]
  /** Puts the keyword first (once, compared without case) and returns the new list. */
  add(keyword: string): string[]
  clear(): string[]
}

function parse(text: string | null): string[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value)
      ? value
          .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    // Someone else's or a broken value: start afresh rather than fail the page.
    return []
  }
}

/** The recent searches in the device's storage; a storage that throws (private mode) keeps none. */
export function createRecentSearches(storage: KeyValueStorage): RecentSearches {
  const read = () => {
    try {
      return parse(storage.getItem(RECENT_SEARCHES_KEY))
    } catch {
      return []
    }
  }
  const write = (list: string[]) => {
    try {
      storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list))
    } catch {
      // Not kept; the search itself still runs.
    }
    return list
  }
  return {
    list: read,
    add(keyword) {
      const text = keyword.trim()
      if (!text) return read()
      const rest = read().filter((k) => k.toLowerCase() !== text.toLowerCase())
      return write([text, ...rest].slice(0, RECENT_SEARCHES_MAX))
    },
    clear: () => write([]),
  }
}
