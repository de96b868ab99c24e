import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'
import { LIST_OVERSCAN_ROWS, LIST_VIRTUALIZE_THRESHOLD } from '../constants.js'
import { computeWindow, type WindowRange } from './virtual-window.js'

export interface VirtualWindowOptions {
  /** The scroll container. */
  scrollRef: RefObject<HTMLElement | null>
  /** The element holding the rows: its offsetTop is the content above the first row (header, head). */
  rowsRef?: RefObject<HTMLElement | null>
  rowCount: number
  /** Fixed row height in px; without it nothing is windowed. */
  rowHeight: number | undefined
  /** Windows only when there are more rows than this. */
  threshold?: number | undefined
  /** Rows rendered above and below the visible ones. */
  overscan?: number | undefined
}

export interface VirtualWindow {
  /** Whether the rows are windowed (a row height is given and there are more rows than the threshold). */
  windowed: boolean
  /** Rows to render and the padding standing in for the others; every row when not windowed. */
  range: WindowRange
  /** Reads the container's offset and height; call it on scroll. It runs on mount by itself. */
  measure: () => void
}

/** Fixed-height windowing for any scroll container: render rows `range.start` to `range.end`. */
export function useVirtualWindow({
  scrollRef,
  rowsRef,
  rowCount,
  rowHeight,
  threshold = LIST_VIRTUALIZE_THRESHOLD,
  overscan = LIST_OVERSCAN_ROWS,
}: VirtualWindowOptions): VirtualWindow {
  const [view, setView] = useState({ top: 0, height: 0 })

  const measure = useCallback(() => {
    const el = scrollRef.current
    if (!el) return
    const height = el.clientHeight || (typeof window === 'undefined' ? 0 : window.innerHeight)
    setView((old) =>
      old.top === el.scrollTop && old.height === height ? old : { top: el.scrollTop, height },
    )
  }, [scrollRef])

  useLayoutEffect(() => {
    measure()
  }, [measure])

  const windowed = rowHeight !== undefined && rowHeight > 0 && rowCount > threshold
  const range = windowed
    ? computeWindow({
        rowCount,
        rowHeight,
        scrollTop: view.top,
        viewportHeight: view.height,
        offsetTop: rowsRef?.current?.offsetTop ?? 0,
        overscan,
      })
    : { start: 0, end: rowCount, padTop: 0, padBottom: 0 }
  return { windowed, range, measure }
}
