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

/** Marks where a page's app area (its content under anything pinned above it) begins. */
export const APP_AREA_ATTRIBUTE = 'data-app-area'

/**
 * The top of the app area inside a scroll area, in the area's scroll coordinates: the element
 * marked `data-app-area`, else the area's first child (a page's content starts there).
 */
export function appAreaTop(area: HTMLElement): number {
  const content = area.querySelector<HTMLElement>(`[${APP_AREA_ATTRIBUTE}]`) ?? area.firstElementChild
  if (!content) return 0
  return content.getBoundingClientRect().top - area.getBoundingClientRect().top + area.scrollTop
}

/**
 * Scrolls a page's scroll area to the top of its app area with the offset of shop-spec §2/§9
 * (20 px above it, never above the area's start). Smooth unless reduced motion is asked for.
 */
export function scrollAreaToTop(page: ParentNode, win?: Pick<Window, 'matchMedia'>): void {
  const area = page.querySelector<HTMLElement>(`[${SCROLL_AREA_ATTRIBUTE}], .cm-list`)
  if (!area) return
  const top = scrollTargetTop(appAreaTop(area))
  if (area.scrollTop === top) return
  const behavior: ScrollBehavior = prefersReducedMotion(win) ? 'auto' : 'smooth'
  if (typeof area.scrollTo === 'function') area.scrollTo({ top, behavior })
  else area.scrollTop = top
}
