import { act, fireEvent, render, screen } from '@testing-library/react'
import { Activity, type ComponentProps, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LIST_LOAD_OFFSET_PX, PULL_REFRESH_HEAD_PX } from '../constants.js'
import type { ListStatus } from '../list-footer/list-footer.js'
import { createScrollPositionStore } from '../scroll-restore/scroll-position-store.js'
import { scrollTo, setGeometry } from '../test-support/geometry.js'
import { pull, release } from '../test-support/touch.js'
import { List, type ListTexts } from './list.js'

const texts: ListTexts = {
  loading: 'Loading…',
  finished: 'No more',
  error: 'Failed, tap to retry',
  pulling: 'Pull to refresh',
  loosing: 'Release to refresh',
  refreshing: 'Refreshing…',
}

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i)

type Props = Partial<ComponentProps<typeof List<number>>>

/** A List of numbers as the tests use it; any prop can be overridden. */
function NumberList(props: Props) {
  return (
    <List<number>
      items={numbers(20)}
      getKey={(n) => n}
      renderItem={(n) => <span>item {n}</span>}
      status="idle"
      texts={texts}
      immediateCheck={false}
      onLoadMore={() => {}}
      {...props}
    />
  )
}

function renderList(props: Props = {}) {
  const onLoadMore = props.onLoadMore ?? vi.fn()
  const utils = render(<NumberList {...props} onLoadMore={onLoadMore} />)
  const scroller = utils.container.querySelector('.cm-list') as HTMLDivElement
  return { ...utils, scroller, onLoadMore }
}

describe('List: infinite loading', () => {
  it.each([
    // distance to bottom = 3000 - 800 - scrollTop
    { scrollTop: 1000, distance: 1200, calls: 0 },
    { scrollTop: 1899, distance: 301, calls: 0 },
    { scrollTop: 1900, distance: LIST_LOAD_OFFSET_PX, calls: 1 },
    { scrollTop: 2100, distance: 100, calls: 1 },
  ])('at $distance px from the bottom calls onLoadMore $calls time(s)', ({ scrollTop, calls }) => {
    const { scroller, onLoadMore } = renderList()
    setGeometry(scroller, { scrollHeight: 3000, clientHeight: 800 })
    scrollTo(scroller, scrollTop)
    expect(onLoadMore).toHaveBeenCalledTimes(calls)
  })

  it('asks once per answer, and not while loading, failed or finished', () => {
    const onLoadMore = vi.fn()
    const { scroller, rerender } = renderList({ onLoadMore })
    setGeometry(scroller, { scrollHeight: 3000, clientHeight: 800 })
    scrollTo(scroller, 2100)
    scrollTo(scroller, 2150)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    for (const status of ['loading', 'error', 'finished'] as ListStatus[]) {
      rerender(<NumberList status={status} onLoadMore={onLoadMore} />)
      scrollTo(scroller, 2180)
    }
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('checks on mount when the content does not fill the screen', () => {
    const onLoadMore = vi.fn()
    renderList({ onLoadMore, immediateCheck: true, items: [] })
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('shows the loading, finished and retry footers; retry calls onRetry', () => {
    const onRetry = vi.fn()
    const { rerender, onLoadMore } = renderList({ status: 'loading' })
    expect(screen.getByRole('status').textContent).toBe('Loading…')
    const again = (status: ListStatus) =>
      rerender(<NumberList items={numbers(3)} status={status} onLoadMore={onLoadMore} onRetry={onRetry} />)
    again('finished')
    expect(screen.getByText('No more')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    again('error')
    fireEvent.click(screen.getByRole('button', { name: 'Failed, tap to retry' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(onLoadMore).not.toHaveBeenCalled()
  })

  it('shows the empty state instead of items and the no-more line when finished and empty', () => {
    renderList({ items: [], status: 'finished', empty: <p>Nothing here</p> })
    expect(screen.getByText('Nothing here')).toBeTruthy()
    expect(screen.queryByText('No more')).toBeNull()
  })
})

describe('List: pull to refresh', () => {
  it('refreshes when released past the 50 px head and holds the head until done', async () => {
    let finish: () => void = () => {}
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { scroller } = renderList({ onRefresh })
    pull(scroller, PULL_REFRESH_HEAD_PX + 10)
    expect(screen.getByText('Release to refresh')).toBeTruthy()
    await release(scroller)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Refreshing…')).toBeTruthy()
    expect(screen.getByTestId('cm-list-track').style.transform).toContain(`${PULL_REFRESH_HEAD_PX}px`)
    await act(async () => finish())
    expect(scroller.getAttribute('data-pull')).toBe('idle')
    expect(screen.getByTestId('cm-list-track').style.transform).toBe('')
  })

  it('does not refresh when released before the head', async () => {
    const onRefresh = vi.fn()
    const { scroller } = renderList({ onRefresh })
    pull(scroller, PULL_REFRESH_HEAD_PX - 10)
    expect(screen.getByText('Pull to refresh')).toBeTruthy()
    await release(scroller)
    expect(onRefresh).not.toHaveBeenCalled()
    expect(scroller.getAttribute('data-pull')).toBe('idle')
  })

  it('ignores the gesture when the list is scrolled down', async () => {
    const onRefresh = vi.fn()
    const { scroller } = renderList({ onRefresh })
    scroller.scrollTop = 200
    pull(scroller, 200)
    await release(scroller)
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('closes the head when the refresh fails', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('offline')))
    const { scroller } = renderList({ onRefresh })
    pull(scroller, 120)
    await release(scroller)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(scroller.getAttribute('data-pull')).toBe('idle')
  })
})

function ActivityPage({ mode }: { mode: 'visible' | 'hidden' }) {
  return (
    <Activity mode={mode}>
      <NumberList items={numbers(50)} />
    </Activity>
  )
}
function TogglePage() {
  const [active, setActive] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setActive((a) => !a)}>
        toggle
      </button>
      <NumberList items={numbers(50)} active={active} />
    </>
  )
}
describe('List: scroll position', () => {
  it('comes back to its offset when remounted with the same store and key', () => {
    const store = createScrollPositionStore()
    const first = renderList({ scrollStore: store, scrollKey: 'products' })
    scrollTo(first.scroller, 640)
    first.unmount()
    const second = renderList({ scrollStore: store, scrollKey: 'products' })
    expect(second.scroller.scrollTop).toBe(640)
  })

  it('comes back to its offset when its <Activity> is hidden and shown again', () => {
    const { container, rerender } = render(<ActivityPage mode="visible" />)
    const scroller = container.querySelector('.cm-list') as HTMLDivElement
    scrollTo(scroller, 900)
    rerender(<ActivityPage mode="hidden" />)
    // What a browser does to an element under display: none, announced by a scroll event.
    scroller.scrollTop = 0
    fireEvent.scroll(scroller)
    rerender(<ActivityPage mode="visible" />)
    expect(scroller.scrollTop).toBe(900)
  })

  it('restores when `active` turns back on', () => {
    const { container } = render(<TogglePage />)
    const scroller = container.querySelector('.cm-list') as HTMLDivElement
    scrollTo(scroller, 450)
    fireEvent.click(screen.getByText('toggle'))
    scrollTo(scroller, 0)
    fireEvent.click(screen.getByText('toggle'))
    expect(scroller.scrollTop).toBe(450)
  })
})

describe('List: windowing', () => {
  it('renders only the rows near the viewport of a long list and follows the scroll', () => {
    const { scroller } = renderList({ items: numbers(1000), rowHeight: 50, overscan: 2 })
    setGeometry(scroller, { scrollHeight: 50_000, clientHeight: 500 })
    scrollTo(scroller, 0)
    const rendered = () => screen.getAllByRole('listitem').map((el) => el.textContent)
    expect(rendered()[0]).toBe('item 0')
    expect(rendered().length).toBeLessThanOrEqual(14)
    scrollTo(scroller, 10_000)
    // Row 200 is at the top; two rows of overscan above it.
    expect(rendered()[0]).toBe('item 198')
    expect(rendered()).toContain('item 209')
    const items = screen.getByRole('list')
    expect(items.style.paddingTop).toBe(`${198 * 50}px`)
  })

  it('windows by rows in a grid', () => {
    const { scroller } = renderList({ items: numbers(1000), rowHeight: 100, columns: 2, overscan: 0 })
    setGeometry(scroller, { scrollHeight: 50_000, clientHeight: 300 })
    scrollTo(scroller, 1000)
    const rendered = screen.getAllByRole('listitem').map((el) => el.textContent)
    expect(rendered[0]).toBe('item 20')
    expect(rendered.at(-1)).toBe('item 27')
  })

  it('does not window a short list', () => {
    renderList({ items: numbers(30), rowHeight: 50 })
    expect(screen.getAllByRole('listitem')).toHaveLength(30)
  })
})
