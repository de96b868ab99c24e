export interface WindowInput {
  rowCount: number
  rowHeight: number
  /** Scroll offset of the scroll container. */
  scrollTop: number
  /** Visible height of the scroll container. */
  viewportHeight: number
  /** Distance from the top of the scroll content to the first row (header, pull head). */
  offsetTop: number
  overscan: number
}

export interface WindowRange {
  /** First row rendered (inclusive). */
  start: number
  /** Last row rendered (exclusive). */
  end: number
  /** Height standing in for the rows above `start`. */
  padTop: number
  /** Height standing in for the rows from `end`. */
  padBottom: number
}

/** Fixed-height windowing: which rows intersect the viewport, plus `overscan` rows each side. */
export function computeWindow(input: WindowInput): WindowRange {
  const { rowCount, rowHeight, scrollTop, viewportHeight, offsetTop, overscan } = input
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, padTop: 0, padBottom: 0 }
  // A browser clamps scrollTop at the end; clamp too, so the last screen is always full.
  const maxTop = Math.max(0, rowCount * rowHeight - Math.max(viewportHeight, 0))
  const top = Math.min(maxTop, Math.max(0, scrollTop - offsetTop))
  const firstVisible = Math.min(rowCount - 1, Math.floor(top / rowHeight))
  const lastVisible = Math.min(rowCount - 1, Math.floor((top + Math.max(viewportHeight, 0)) / rowHeight))
  const start = Math.max(0, firstVisible - overscan)
  const end = Math.min(rowCount, lastVisible + overscan + 1)
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight }
}
