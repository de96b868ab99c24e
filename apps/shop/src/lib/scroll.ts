/** shop-spec §2/§9: navigation scrolls smoothly to the top of the app area with an offset of 20. */
export const NAV_SCROLL_OFFSET_PX = 20

/** Marks a page's scroll area (a plain page body, or the ui-kit List of a list page). */
export const SCROLL_AREA_ATTRIBUTE = 'data-scroll-area'

/** Where to scroll so the app area's top sits `offset` px below the viewport top (never negative). */
export function scrollTargetTop(areaTop: number, offset = NAV_SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(areaTop - offset))
}

export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> | undefined): boolean {
  return win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Scrolls a page's scroll area back to its top (the app area starts at the top of the scroll area,
 * so the target is 0 once the offset is applied). Smooth unless reduced motion is asked for.
 */
export function scrollAreaToTop(page: ParentNode, win?: Pick<Window, 'matchMedia'>): void {
  const area = page.querySelector<HTMLElement>(`[${SCROLL_AREA_ATTRIBUTE}], .cm-list`)
  if (!area || area.scrollTop === 0) return
  const top = scrollTargetTop(0)
  const behavior: ScrollBehavior = prefersReducedMotion(win) ? 'auto' : 'smooth'
  if (typeof area.scrollTo === 'function') area.scrollTo({ top, behavior })
  else area.scrollTop = top
}
