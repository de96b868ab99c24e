import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PROGRESS_DONE_HIDE_MS, PROGRESS_TRICKLE_MAX, PROGRESS_TRICKLE_MS } from '../constants.js'
import { ProgressBar } from './progress-bar.js'

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
