import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways on a phone. The scrolling box is a named, focusable region (a
 * labelled section), so a keyboard user can reach and scroll it (axe scrollable-region-focusable).
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
    <section className="table-wrap" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
