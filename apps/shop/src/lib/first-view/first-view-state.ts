import type { Strings } from '../../i18n/namespaces'
import type { FirstViewData } from './first-view'

/** The id of the page's JSON data block (written by apps/server, features/first-view). */
export const FIRST_VIEW_STATE_ID = 'first-view-state'

/**
 * What the server rendered with (entry-server.tsx): the stored language value, the answers, and the
 * core strings of that language, so the browser hydrates without first fetching them as a script
 * chunk (one round trip less before hydration, and no JavaScript to evaluate for data).
 */
export interface FirstViewState {
  lang: string
  data: FirstViewData
  core?: Strings<'core'> | undefined
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The server's first-view state, from a `<script type="application/json">` block: data, not code,
 * so no CSP nonce is needed for it (issue #26). Null on a page the browser renders alone.
 */
export function readFirstViewState(doc: Pick<Document, 'getElementById'>): FirstViewState | null {
  const text = doc.getElementById(FIRST_VIEW_STATE_ID)?.textContent
  if (!text) return null
  try {
    const value = JSON.parse(text) as Partial<FirstViewState>
    if (typeof value.lang !== 'string' || !isRecord(value.data)) return null
    return { lang: value.lang, data: value.data, core: isRecord(value.core) ? value.core : undefined }
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
