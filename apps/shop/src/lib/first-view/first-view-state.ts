import type { FirstViewData } from './first-view'

/** The id of the page's JSON data block (written by apps/server, features/first-view). */
export const FIRST_VIEW_STATE_ID = 'first-view-state'

/** What the server rendered with (entry-server.tsx): the stored language value and the answers. */
export interface FirstViewState {
  lang: string
  data: FirstViewData
}

/**
 * The server's first-view state, from a `<script type="application/json">` block: data, not code,
 * so no CSP nonce is needed for it (issue #26). Null on a page the browser renders alone.
 */
export function readFirstViewState(doc: Pick<Document, 'getElementById'>): FirstViewState | null {
  const text = doc.getElementById(FIRST_VIEW_STATE_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<FirstViewState>
    if (typeof value.lang !== 'string' || typeof value.data !== 'object' || value.data === null) return null
    return { lang: value.lang, data: value.data }
  } catch {
    return null
  }
}

/**
 * The data block as HTML: `<`, U+2028 and U+2029 escaped, so no value can close the element or
 * break the parse (a product name with `</script>` in it stays a string).
 */
export function firstViewStateScript(state: FirstViewState): string {
  const json = JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `<script type="application/json" id="${FIRST_VIEW_STATE_ID}">${json}</script>`
}
