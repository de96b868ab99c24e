/**
 * Pictures stored at several widths are named `<stem>-<w1>_<w2>_..._<wn>-w<width>.webp` (the
 * server's demo pictures, issue #31): the name lists every width there is, so the `srcset` follows
 * from the URL alone. Any other URL has no srcset.
 */
const WIDTH_VARIANTS = /^(.*-)((?:\d+_)*\d+)-w(\d+)\.webp$/

/** The `srcset` for a width-named picture (`<url> 240w, <url> 480w`), or undefined. */
export function widthSrcSet(src: string): string | undefined {
  const match = WIDTH_VARIANTS.exec(src)
  if (!match) return undefined
  const [, prefix, list, width] = match
  const widths = list!.split('_')
  if (!widths.includes(width!)) return undefined
  return widths.map((w) => `${prefix}${list}-w${w}.webp ${w}w`).join(', ')
}
