import { productSuggest, type SearchSuggestion } from '@crossmart/api-client'
import { useEffect, useState } from 'react'
import { useApi } from '../../../lib/services'

/** Waits this long after the last keystroke before asking, so typing a word is one request. */
export const SUGGEST_DELAY_MS = 200

/**
 * Product names for what the shopper is typing (server: any language's name matches, answered in
 * the shopper's). An older answer never replaces a newer one: each keystroke aborts the last ask.
 */
export function useSuggestions(text: string): SearchSuggestion[] {
  const api = useApi()
  const keyword = text.trim()
  const [found, setFound] = useState<{ keyword: string; list: SearchSuggestion[] }>({ keyword: '', list: [] })
  useEffect(() => {
    if (!keyword) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      api
        .call(productSuggest, { keyword }, { signal: controller.signal, quiet: true })
        .then((data) => setFound({ keyword, list: data.list }))
        // A failed suggestion is not worth a toast: the search button still works.
        .catch(() => undefined)
    }, SUGGEST_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [api, keyword])
  return found.keyword === keyword ? found.list : []
}
