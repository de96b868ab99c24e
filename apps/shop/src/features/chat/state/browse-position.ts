/**
 * chat-spec §7 conversation extras `keepMessageSeq` / `keepOffsetY`: where the reader left a
 * conversation scrolled up, as the seq of the message at the top of the view and how far (px) the
 * view's top is below that message's top. Pure: the measuring is done by the message list.
 */

export interface BrowsePosition {
  readonly messageSeq: number
  readonly offsetY: number
}

/** A stored message's row, its edges in px from the top of the scrolled content. */
export interface RowBox {
  readonly seq: number
  readonly top: number
  readonly bottom: number
}

/** The first row still visible at `scrollTop` (its bottom below the view's top); null without one. */
export function positionAt(rows: readonly RowBox[], scrollTop: number): BrowsePosition | null {
  const top = Math.max(0, scrollTop)
  const row = rows.find((r) => r.seq > 0 && r.bottom > top)
  if (!row) return null
  return { messageSeq: row.seq, offsetY: Math.max(0, Math.round(top - row.top)) }
}

/** The kept position of the server's extra; null for "at the bottom" (keepMessageSeq 0). */
export function keptPosition(extra: { keepMessageSeq: number; keepOffsetY: number }): BrowsePosition | null {
  return extra.keepMessageSeq > 0 ? { messageSeq: extra.keepMessageSeq, offsetY: extra.keepOffsetY } : null
}

export const samePosition = (a: BrowsePosition | null, b: BrowsePosition | null): boolean =>
  a === b || (a !== null && b !== null && a.messageSeq === b.messageSeq && a.offsetY === b.offsetY)
