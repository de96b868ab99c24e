import type { RowBox } from '../state/browse-position'

/**
 * The stored messages' rows of a scrolling list (`li[data-seq]`), measured from the top of its
 * content: the browse position is kept and restored against these.
 */
export function measureRows(scroller: HTMLElement): RowBox[] {
  const base = scroller.getBoundingClientRect().top - scroller.scrollTop
  return Array.from(scroller.querySelectorAll<HTMLElement>('li[data-seq]'), (row) => {
    const box = row.getBoundingClientRect()
    return { seq: Number(row.dataset['seq']), top: box.top - base, bottom: box.bottom - base }
  })
}
