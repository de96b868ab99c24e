import type { Language } from './constants.js'
import { languageAlias } from './language.js'

/**
 * Issue #31: a first visit (no `Lang` stored yet) follows the browser's languages when one of them
 * is one of the five of shop-spec §9; otherwise the caller keeps the spec's default (shop-spec §3:
 * zh-CN). The server reads them from `Accept-Language`, the app from `navigator.languages`, and both
 * pick through this one function, so the page the server rendered is the one the browser hydrates.
 *
 * A tag matches by its whole value first (`zh-TW`), then by its primary subtag (`th-TH` -> `th`,
 * `en-AU` -> `en`); the first tag in preference order that matches wins.
 */
export function negotiateLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const value = tag.trim().toLowerCase()
    if (!value || value === '*') continue
    const exact = languageAlias(value)
    if (exact) return exact
    const primary = languageAlias(value.split('-')[0] ?? '')
    if (primary) return primary
  }
  return null
}

/** An `Accept-Language` header longer than this is not a browser's: it is ignored. */
const ACCEPT_LANGUAGE_MAX_LENGTH = 1024

/**
 * The tags of an `Accept-Language` header (RFC 9110 §12.5.4) in preference order: by `q` weight,
 * highest first, ties in the order written; `q=0` means "not acceptable" and is dropped.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header || header.length > ACCEPT_LANGUAGE_MAX_LENGTH) return []
  const ranges: { tag: string; q: number; at: number }[] = []
  header.split(',').forEach((part, at) => {
    const [rawTag = '', ...params] = part.split(';')
    const tag = rawTag.trim()
    if (!tag) return
    let q = 1
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim())
      if (name?.toLowerCase() === 'q') q = Number(value)
    }
    if (!Number.isFinite(q) || q <= 0) return
    ranges.push({ tag, q: Math.min(q, 1), at })
  })
  return ranges.sort((a, b) => b.q - a.q || a.at - b.at).map((range) => range.tag)
}
