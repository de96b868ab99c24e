/**
 * The full-screen viewer's zoom (issue #46: pinch zoom on the product pictures), as plain
 * arithmetic so it is tested without touch events. A picture is shown at `scale` (1 = fit) moved by
 * `x`, `y` pixels from the centre; it never moves further than its enlarged edges allow.
 */
export interface Zoom {
  scale: number
  x: number
  y: number
}

export const NO_ZOOM: Zoom = { scale: 1, x: 0, y: 0 }
export const MAX_ZOOM = 4
/** A double tap zooms to this, or back to fit. */
export const TAP_ZOOM = 2.5

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Moved by (dx, dy), kept inside the edges of a `width` x `height` frame. */
export function panBy(zoom: Zoom, dx: number, dy: number, width: number, height: number): Zoom {
  const maxX = ((zoom.scale - 1) * width) / 2
  const maxY = ((zoom.scale - 1) * height) / 2
  return { scale: zoom.scale, x: clamp(zoom.x + dx, -maxX, maxX), y: clamp(zoom.y + dy, -maxY, maxY) }
}

/** Two fingers that were `startDistance` apart at `start` are now `distance` apart. */
export function pinchTo(
  start: Zoom,
  startDistance: number,
  distance: number,
  width: number,
  height: number,
): Zoom {
  if (startDistance <= 0) return start
  const scale = clamp((start.scale * distance) / startDistance, 1, MAX_ZOOM)
  // The offset grows with the scale so the point between the fingers stays put, then is kept inside.
  const ratio = scale / start.scale
  return panBy({ scale, x: start.x * ratio, y: start.y * ratio }, 0, 0, width, height)
}

/** A double tap: fit -> TAP_ZOOM, anything else -> fit. */
export function toggleZoom(zoom: Zoom): Zoom {
  return zoom.scale > 1 ? NO_ZOOM : { scale: TAP_ZOOM, x: 0, y: 0 }
}

/** The keyboard's + and -: one step of 1.5x, within 1 and MAX_ZOOM. */
export function stepZoom(zoom: Zoom, direction: 1 | -1, width: number, height: number): Zoom {
  const scale = clamp(direction > 0 ? zoom.scale * 1.5 : zoom.scale / 1.5, 1, MAX_ZOOM)
  return scale === 1 ? NO_ZOOM : panBy({ ...zoom, scale }, 0, 0, width, height)
}
