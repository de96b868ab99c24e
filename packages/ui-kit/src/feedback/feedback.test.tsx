import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_DONE_HIDE_MS, PROGRESS_TRICKLE_MAX, PROGRESS_TRICKLE_MS } from '../constants.js'
import { Empty } from './empty.js'
import { ProgressBar } from './progress-bar.js'
import { Skeleton, SkeletonScreen, SkeletonText } from './skeleton.js'

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const now = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'))

  it('is absent until a navigation starts', () => {
    render(<ProgressBar active={false} label="Loading page" />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('trickles while active without reaching the end, fills when done, then hides', () => {
    const { rerender, container } = render(<ProgressBar active label="Loading page" />)
    const start = now()
    expect(start).toBeGreaterThan(0)
    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 5))
    expect(now()).toBeGreaterThan(start)
    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 500))
    expect(now()).toBeLessThanOrEqual(PROGRESS_TRICKLE_MAX * 100)
    expect(container.querySelector('svg, [class*="spinner"]')).toBeNull()
    rerender(<ProgressBar active={false} label="Loading page" />)
    expect(now()).toBe(100)
    act(() => vi.advanceTimersByTime(PROGRESS_DONE_HIDE_MS))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('restarts from the beginning on the next navigation', () => {
    const { rerender } = render(<ProgressBar active label="Loading page" />)
    act(() => vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 20))
    rerender(<ProgressBar active={false} label="Loading page" />)
    rerender(<ProgressBar active label="Loading page" />)
    expect(now()).toBe(8)
  })
})

describe('Skeleton and Empty', () => {
  it('announces loading once, then shows the content', () => {
    const { rerender } = render(
      <SkeletonScreen label="Loading" loading skeleton={<Skeleton width={100} height={20} />}>
        <p>content</p>
      </SkeletonScreen>,
    )
    const status = screen.getByRole('status', { name: 'Loading' })
    expect(status.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByText('content')).toBeNull()
    rerender(
      <SkeletonScreen label="Loading" loading={false} skeleton={<Skeleton />}>
        <p>content</p>
      </SkeletonScreen>,
    )
    expect(screen.getByText('content')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('draws shapes hidden from assistive technology, with the asked sizes', () => {
    const { container } = render(
      <>
        <Skeleton circle width={40} height={40} />
        <SkeletonText rows={4} lastRowWidth="30%" />
      </>,
    )
    const circle = container.querySelector('.cm-skeleton--circle') as HTMLElement
    expect(circle.style.width).toBe('40px')
    const rows = container.querySelectorAll('.cm-skeleton-text__row')
    expect(rows).toHaveLength(4)
    expect((rows[3] as HTMLElement).style.width).toBe('30%')
    expect(container.querySelectorAll('[aria-hidden="true"]').length).toBeGreaterThan(0)
  })

  it('Empty shows its text and actions', () => {
    render(
      <Empty description="Nothing here" image={<svg />}>
        <button type="button">Retry</button>
      </Empty>,
    )
    expect(screen.getByText('Nothing here')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
