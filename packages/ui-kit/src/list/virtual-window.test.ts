import { describe, expect, it } from 'vitest'
import { easePull, pullStateFor } from './pull-refresh.js'
import { createScrollPositionStore } from './scroll-position-store.js'
import { computeWindow } from './virtual-window.js'

describe('computeWindow', () => {
  it.each([
    { scrollTop: 0, start: 0, end: 13, padTop: 0 },
    { scrollTop: 1000, start: 18, end: 33, padTop: 900 },
    { scrollTop: 99_999, start: 988, end: 1000, padTop: 49_400 },
  ])('scrollTop $scrollTop renders rows $start to $end', ({ scrollTop, start, end, padTop }) => {
    const range = computeWindow({
      rowCount: 1000,
      rowHeight: 50,
      scrollTop,
      viewportHeight: 500,
      offsetTop: 0,
      overscan: 2,
    })
    expect(range).toEqual({ start, end, padTop, padBottom: (1000 - end) * 50 })
  })

  it('accounts for a header above the rows and handles an empty list', () => {
    expect(
      computeWindow({
        rowCount: 10,
        rowHeight: 10,
        scrollTop: 100,
        viewportHeight: 20,
        offsetTop: 100,
        overscan: 0,
      }),
    ).toMatchObject({ start: 0, end: 3 })
    expect(
      computeWindow({
        rowCount: 0,
        rowHeight: 10,
        scrollTop: 0,
        viewportHeight: 20,
        offsetTop: 0,
        overscan: 0,
      }),
    ).toEqual({ start: 0, end: 0, padTop: 0, padBottom: 0 })
  })
})

describe('pull easing', () => {
  it.each([
    { travel: -5, distance: 0, status: 'idle' },
    { travel: 30, distance: 30, status: 'pulling' },
    { travel: 50, distance: 50, status: 'loosing' },
    { travel: 80, distance: 65, status: 'loosing' },
    { travel: 140, distance: 85, status: 'loosing' },
  ])('travel $travel -> $distance ($status)', ({ travel, distance, status }) => {
    expect(easePull(travel)).toBe(distance)
    expect(pullStateFor(travel).status).toBe(status)
  })
})

describe('scroll position store', () => {
  it('keeps the most recently used keys up to its limit', () => {
    const store = createScrollPositionStore(2)
    store.set('a', 1)
    store.set('b', 2)
    store.set('a', 3)
    store.set('c', 4)
    expect(store.get('a')).toBe(3)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('c')).toBe(4)
    store.delete('c')
    expect(store.get('c')).toBeUndefined()
  })
})
