import { type RefObject, useEffect, useRef, useState } from 'react'
import { PULL_REFRESH_HEAD_PX } from '../constants.js'
import { type PullState, pullStateFor } from './pull-state.js'

export interface PullRefreshOptions {
  /** The scroll container; a pull starts only while it is scrolled to the top. */
  scrollRef: RefObject<HTMLElement | null>
  /** Without it the gesture is off. The returned promise keeps the head in 'refreshing'. */
  onRefresh?: (() => unknown) | undefined
  /** shop-spec §9: pull-refresh head height (50 px); releasing past it refreshes. */
  head?: number
  /** Turns the gesture off (e.g. while the screen's first load runs). */
  disabled?: boolean
}

/**
 * Touch handling for pull-to-refresh on a scroll container. Native listeners because React's
 * touchmove listener is passive and could not stop the browser's own overscroll.
 */
export function usePullRefresh({
  scrollRef,
  onRefresh,
  head = PULL_REFRESH_HEAD_PX,
  disabled,
}: PullRefreshOptions): PullState {
  const [state, setState] = useState<PullState>({ status: 'idle' })
  const stateRef = useRef(state)
  stateRef.current = state
  const refreshRef = useRef(onRefresh)
  refreshRef.current = onRefresh
  const enabled = Boolean(onRefresh) && !disabled

  useEffect(() => {
    const el = scrollRef.current
    if (!el || !enabled) return
    let startY: number | null = null
    let alive = true

    const onStart = (event: TouchEvent) => {
      if (stateRef.current.status === 'refreshing' || el.scrollTop > 0) return
      startY = event.touches[0]?.clientY ?? null
    }
    const onMove = (event: TouchEvent) => {
      if (startY === null) return
      const y = event.touches[0]?.clientY
      if (y === undefined) return
      const travel = y - startY
      if (travel <= 0 || el.scrollTop > 0) {
        if (stateRef.current.status !== 'idle') setState({ status: 'idle' })
        return
      }
      if (event.cancelable) event.preventDefault()
      setState(pullStateFor(travel, head))
    }
    const onEnd = () => {
      if (startY === null) return
      startY = null
      if (stateRef.current.status !== 'loosing') {
        setState({ status: 'idle' })
        return
      }
      setState({ status: 'refreshing' })
      const settle = () => {
        if (alive) setState({ status: 'idle' })
      }
      Promise.resolve()
        .then(() => refreshRef.current?.())
        // A failed refresh is the screen's to report (it owns the toast); the head just closes.
        .then(settle, settle)
    }

    el.addEventListener('touchstart', onStart, { passive: true })
    el.addEventListener('touchmove', onMove, { passive: false })
    el.addEventListener('touchend', onEnd)
    el.addEventListener('touchcancel', onEnd)
    return () => {
      alive = false
      el.removeEventListener('touchstart', onStart)
      el.removeEventListener('touchmove', onMove)
      el.removeEventListener('touchend', onEnd)
      el.removeEventListener('touchcancel', onEnd)
    }
  }, [scrollRef, enabled, head])

  return state
}
