import { useEffect, useRef, useState } from 'react'
import { PROGRESS_DONE_HIDE_MS, PROGRESS_TRICKLE_MAX, PROGRESS_TRICKLE_MS } from '../constants.js'
import { cx } from '../internal/class-names.js'

/** One explicit state: hidden, running at a fraction, or done (full, about to hide). */
type ProgressState = { phase: 'hidden' } | { phase: 'running'; value: number } | { phase: 'done' }

export interface ProgressBarProps {
  /** True while the navigation (or any wait) runs. */
  active: boolean
  /** Accessible name, e.g. "Loading page". */
  label: string
  className?: string
}

const START = 0.08

/**
 * shop-spec §2: a thin bar at the top during navigation, no spinner. It trickles towards 90 %
 * while active, fills when done, then hides.
 */
export function ProgressBar({ active, label, className }: ProgressBarProps) {
  const [state, setState] = useState<ProgressState>({ phase: 'hidden' })
  const wasActive = useRef(false)

  useEffect(() => {
    if (active) {
      wasActive.current = true
      setState({ phase: 'running', value: START })
      const timer = setInterval(() => {
        setState((old) =>
          old.phase === 'running'
            ? { phase: 'running', value: old.value + (PROGRESS_TRICKLE_MAX - old.value) * 0.1 }
            : old,
        )
      }, PROGRESS_TRICKLE_MS)
      return () => clearInterval(timer)
    }
    if (!wasActive.current) return
    wasActive.current = false
    setState({ phase: 'done' })
    const timer = setTimeout(() => setState({ phase: 'hidden' }), PROGRESS_DONE_HIDE_MS)
    return () => clearTimeout(timer)
  }, [active])

  if (state.phase === 'hidden') return null
  const value = state.phase === 'done' ? 1 : state.value
  return (
    <div
      className={cx('cm-progress', state.phase === 'done' && 'is-done', className)}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
    >
      <div className="cm-progress__bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  )
}
