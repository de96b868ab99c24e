import { describe, expect, it } from 'vitest'
import { MAX_ZOOM, NO_ZOOM, panBy, pinchTo, stepZoom, TAP_ZOOM, toggleZoom } from './zoom'

describe('viewer zoom (issue #46)', () => {
  it('pinches between fit and the maximum', () => {
    expect(pinchTo(NO_ZOOM, 100, 200, 400, 400).scale).toBe(2)
    expect(pinchTo(NO_ZOOM, 100, 1_000, 400, 400).scale).toBe(MAX_ZOOM)
    expect(pinchTo(NO_ZOOM, 100, 50, 400, 400)).toEqual(NO_ZOOM)
    expect(pinchTo(NO_ZOOM, 0, 50, 400, 400)).toEqual(NO_ZOOM)
  })

  it('pans only as far as the enlarged picture reaches', () => {
    const zoomed = { scale: 2, x: 0, y: 0 }
    expect(panBy(zoomed, 500, -500, 400, 300)).toEqual({ scale: 2, x: 200, y: -150 })
    expect(panBy(NO_ZOOM, 50, 50, 400, 300)).toEqual({ scale: 1, x: 0, y: 0 })
  })

  it('zooming out pulls the offset back inside', () => {
    expect(pinchTo({ scale: 4, x: 600, y: 0 }, 200, 100, 400, 400)).toEqual({ scale: 2, x: 200, y: 0 })
  })

  it('a double tap toggles; the keys step', () => {
    expect(toggleZoom(NO_ZOOM)).toEqual({ scale: TAP_ZOOM, x: 0, y: 0 })
    expect(toggleZoom({ scale: 3, x: 10, y: 10 })).toEqual(NO_ZOOM)
    expect(stepZoom(NO_ZOOM, 1, 400, 400).scale).toBe(1.5)
    expect(stepZoom({ scale: 1.5, x: 100, y: 0 }, -1, 400, 400)).toEqual(NO_ZOOM)
    expect(stepZoom({ scale: MAX_ZOOM, x: 0, y: 0 }, 1, 400, 400).scale).toBe(MAX_ZOOM)
  })
})
