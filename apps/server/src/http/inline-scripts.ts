import { createHash } from 'node:crypto'

/** `<script ...>body</script>`: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
/** The types a browser runs; any other (`application/json`) is a data block. No type runs too. */
const RUNNABLE_TYPES = new Set(['text/javascript', 'application/javascript', 'module'])

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts an HTML page runs: the shop's early-input
 * script (apps/shop src/lib/early-input), which must run before any other script has arrived. A
 * script with `src`, or a data block (`type="application/json"`, the first view's state), needs none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue
    const type = TYPE.exec(attributes)?.[1]?.toLowerCase()
    if (type !== undefined && !RUNNABLE_TYPES.has(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}
