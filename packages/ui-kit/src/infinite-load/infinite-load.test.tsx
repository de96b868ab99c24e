import { render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { LIST_LOAD_OFFSET_PX } from '../constants.js'
import { ListFooter, type ListStatus } from '../list-footer/list-footer.js'
import { scrollTo, setGeometry } from '../test-support/geometry.js'
import { type InfiniteLoadOptions, useInfiniteLoad } from './use-infinite-load.js'

type FeedProps = Omit<InfiniteLoadOptions, 'scrollRef'>

/** A plain scroll container with the loader and the footer, no List. */
function Feed(props: FeedProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const check = useInfiniteLoad({ scrollRef, ...props })
  return (
    <div ref={scrollRef} data-testid="feed" onScroll={check}>
      <ListFooter
        status={props.status}
        texts={{ loading: 'Loading…', finished: 'No more', error: 'Retry' }}
        onRetry={props.onLoadMore}
      />
    </div>
  )
}

function renderFeed(props: Partial<FeedProps> = {}) {
  const onLoadMore = props.onLoadMore ?? vi.fn()
  const all: FeedProps = { status: 'idle', immediateCheck: false, ...props, onLoadMore }
  const utils = render(<Feed {...all} />)
  const feed = screen.getByTestId('feed')
  setGeometry(feed, { scrollHeight: 3000, clientHeight: 800 })
  const again = (next: Partial<FeedProps>) => utils.rerender(<Feed {...all} {...next} />)
  return { feed, onLoadMore, again }
}

describe('useInfiniteLoad alone', () => {
  it.each([
    { scrollTop: 1899, calls: 0 },
    { scrollTop: 3000 - 800 - LIST_LOAD_OFFSET_PX, calls: 1 },
  ])('scrolled to $scrollTop of a 3000 px feed calls onLoadMore $calls time(s)', ({ scrollTop, calls }) => {
    const { feed, onLoadMore } = renderFeed()
    scrollTo(feed, scrollTop)
    expect(onLoadMore).toHaveBeenCalledTimes(calls)
  })

  it('takes its own offset', () => {
    const { feed, onLoadMore } = renderFeed({ offset: 100 })
    scrollTo(feed, 2000)
    expect(onLoadMore).not.toHaveBeenCalled()
    scrollTo(feed, 2100)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('asks again only after an answer: a new item count or a new status', () => {
    const { feed, onLoadMore, again } = renderFeed({ itemCount: 20 })
    scrollTo(feed, 2100)
    scrollTo(feed, 2150)
    expect(onLoadMore).toHaveBeenCalledTimes(1)
    again({ itemCount: 40 })
    scrollTo(feed, 2160)
    expect(onLoadMore).toHaveBeenCalledTimes(2)
    for (const status of ['loading', 'error', 'finished'] as ListStatus[]) {
      again({ itemCount: 40, status })
      scrollTo(feed, 2170)
    }
    expect(onLoadMore).toHaveBeenCalledTimes(2)
  })

  it('checks when shown unless told not to, and never while inactive', () => {
    const onLoadMore = vi.fn()
    const { feed, again } = renderFeed({ onLoadMore, immediateCheck: true, active: false })
    expect(onLoadMore).not.toHaveBeenCalled()
    // The content does not fill the screen.
    setGeometry(feed, { scrollHeight: 600, clientHeight: 800 })
    again({ immediateCheck: false, active: true })
    expect(onLoadMore).not.toHaveBeenCalled()
    again({ immediateCheck: false, active: false })
    again({ immediateCheck: true, active: true })
    expect(onLoadMore).toHaveBeenCalledTimes(1)
  })

  it('ignores scroll events while inactive', () => {
    const { feed, onLoadMore } = renderFeed({ active: false })
    scrollTo(feed, 2100)
    expect(onLoadMore).not.toHaveBeenCalled()
  })
})
