/** The encodings this server writes, best first: brotli is ~15-20% smaller than gzip on our bundles. */
export const CONTENT_ENCODINGS = ['br', 'gzip'] as const
export type ContentEncoding = (typeof CONTENT_ENCODINGS)[number]

/**
 * The encodings an `Accept-Encoding` header allows, in our order of preference (RFC 9110 §12.5.3):
 * a q-value of 0 refuses one, `*` stands for any not named, no header means none (identity).
 */
export function acceptedEncodings(
  header: string | undefined,
  offered: readonly ContentEncoding[] = CONTENT_ENCODINGS,
): ContentEncoding[] {
  if (!header) return []
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (name === '') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q === undefined ? 1 : Number(q.slice(2))
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const wildcard = weights.get('*') ?? 0
  return offered
    .map((encoding) => ({ encoding, weight: weights.get(encoding) ?? wildcard }))
    .filter((e) => e.weight > 0)
    .sort((a, b) => b.weight - a.weight)
    .map((e) => e.encoding)
}

/** Response types worth compressing: text, JSON, JavaScript, SVG, XML (images and fonts already are). */
export const COMPRESSIBLE_TYPE =
  /^\s*(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml|[^;\s]+\+(?:json|xml))/i

/** Adds Accept-Encoding to Vary (caches must key on it) unless it is there already. */
export function varyOnAcceptEncoding(headers: Headers): void {
  const current = headers.get('vary')
  if (current === '*' || (current && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(current))) return
  headers.set('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding')
}
