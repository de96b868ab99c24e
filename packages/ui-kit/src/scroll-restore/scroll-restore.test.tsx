import { render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { scrollTo } from '../test-support/geometry.js'
import { createScrollPositionStore, type ScrollPositionStore } from './scroll-position-store.js'
import { useScrollRestore } from './use-scroll-restore.js'

interface AreaProps {
  active?: boolean
  scrollStore?: ScrollPositionStore
  onRestore?: () => void
}

/** A plain scroll container that keeps its offset, no List. */
function Area({ active = true, scrollStore, onRestore }: AreaProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const save = useScrollRestore({
    scrollRef,
    active,
    scrollKey: 'feed',
    scrollStore,
    ...(onRestore ? { onRestore } : {}),
  })
  return <div ref={scrollRef} data-testid="area" onScroll={save} />
}

describe('useScrollRestore alone', () => {
  it('brings a remounted container back to its offset through the store', () => {
    const store = createScrollPositionStore()
    const first = render(<Area scrollStore={store} />)
    scrollTo(screen.getByTestId('area'), 640)
    expect(store.get('feed')).toBe(640)
    first.unmount()
    const onRestore = vi.fn()
    render(<Area scrollStore={store} onRestore={onRestore} />)
    expect(screen.getByTestId('area').scrollTop).toBe(640)
    expect(onRestore).toHaveBeenCalledTimes(1)
  })

  it('ignores scroll events while inactive and restores when active again', () => {
    const { rerender } = render(<Area />)
    const area = screen.getByTestId('area')
    scrollTo(area, 450)
    rerender(<Area active={false} />)
    scrollTo(area, 0)
    rerender(<Area active />)
    expect(area.scrollTop).toBe(450)
  })
})

describe('useScrollRestore on a page laid out late', () => {
  it('asks again frame by frame while the revealed content is still too short for the offset', async () => {
    const store = createScrollPositionStore()
    store.set('feed', 900)
    const onRestore = vi.fn()
    // A container whose content is 500 px tall at first: the browser clamps the offset to it.
    let contentHeight = 500
    let top = 0
    const { unmount } = render(
      <ClampedArea
        store={store}
        onRestore={onRestore}
        clamp={() => contentHeight}
        onTop={(t) => (top = t)}
      />,
    )
    expect(top).toBe(500)
    contentHeight = 2_000 // the rest of the page lays out a few frames later
    await vi.waitFor(() => expect(top).toBe(900))
    expect(onRestore.mock.calls.length).toBeGreaterThan(1)
    unmount()
  })

  it('stops asking once the user scrolls', async () => {
    const store = createScrollPositionStore()
    store.set('feed', 900)
    let top = 0
    render(<ClampedArea store={store} clamp={() => 500} onTop={(t) => (top = t)} />)
    screen.getByTestId('clamped').dispatchEvent(new Event('touchstart'))
    const before = top
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(top).toBe(before)
  })
})

/** A container whose scrollTop the "browser" clamps to the content height `clamp()` reports. */
function ClampedArea({
  store,
  onRestore,
  clamp,
  onTop,
}: {
  store: ScrollPositionStore
  onRestore?: () => void
  clamp: () => number
  onTop: (top: number) => void
}) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const attach = (el: HTMLDivElement | null) => {
    scrollRef.current = el
    if (!el) return
    let value = 0
    Object.defineProperty(el, 'scrollTop', {
      configurable: true,
      get: () => value,
      set: (next: number) => {
        value = Math.min(next, clamp())
        onTop(value)
      },
    })
  }
  useScrollRestore({ scrollRef, scrollKey: 'feed', scrollStore: store, ...(onRestore ? { onRestore } : {}) })
  return <div ref={attach} data-testid="clamped" />
}

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
