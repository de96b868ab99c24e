import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PULL_REFRESH_HEAD_PX } from '../constants.js'
import { pull, release } from '../test-support/touch.js'
import { PullRefreshHead } from './pull-refresh-head.js'
import { easePull, pullOffset, pullStateFor } from './pull-state.js'
import { usePullRefresh } from './use-pull-refresh.js'

/** A plain scroll container with pull-to-refresh, no List. */
function Pullable({ onRefresh, disabled }: { onRefresh: () => unknown; disabled?: boolean }) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const state = usePullRefresh({ scrollRef, onRefresh, ...(disabled ? { disabled } : {}) })
  const offset = pullOffset(state)
  return (
    <div ref={scrollRef} data-testid="area" data-pull={state.status}>
      <div data-testid="content" style={{ transform: `translateY(${offset}px)` }}>
        <PullRefreshHead
          state={state}
          texts={{ pulling: 'Pull', loosing: 'Release', refreshing: 'Refreshing' }}
        />
        <p>content</p>
      </div>
    </div>
  )
}

describe('usePullRefresh + PullRefreshHead alone', () => {
  it('follows the finger, refreshes past the head and closes when the refresh settles', async () => {
    let finish: () => void = () => {}
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Pullable onRefresh={onRefresh} />)
    const area = screen.getByTestId('area')
    pull(area, 30)
    expect(screen.getByText('Pull')).toBeTruthy()
    expect(screen.getByTestId('content').style.transform).toBe('translateY(30px)')
    pull(area, PULL_REFRESH_HEAD_PX + 10)
    expect(screen.getByText('Release')).toBeTruthy()
    await release(area)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    expect(screen.getByText('Refreshing')).toBeTruthy()
    expect(screen.getByTestId('content').style.transform).toBe(`translateY(${PULL_REFRESH_HEAD_PX}px)`)
    await act(async () => finish())
    expect(area.getAttribute('data-pull')).toBe('idle')
    expect(screen.queryByText('Refreshing')).toBeNull()
  })

  it('does nothing when disabled', async () => {
    const onRefresh = vi.fn()
    render(<Pullable onRefresh={onRefresh} disabled />)
    const area = screen.getByTestId('area')
    pull(area, 120)
    expect(area.getAttribute('data-pull')).toBe('idle')
    await release(area)
    expect(onRefresh).not.toHaveBeenCalled()
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
