import { PULL_REFRESH_HEAD_PX } from '../constants.js'
import { cx } from '../internal/class-names.js'
import type { PullState } from './pull-state.js'

export interface PullRefreshTexts {
  /** Pull head texts, shown while pulling, past the head, and while the refresh runs. */
  pulling?: string | undefined
  loosing?: string | undefined
  refreshing?: string | undefined
}

export interface PullRefreshHeadProps {
  state: PullState
  texts: PullRefreshTexts
  /** shop-spec §9: pull-refresh head height (50 px). */
  head?: number
  className?: string
}

/**
 * The head above the pulled content: `head` tall and pulled up out of view, it comes into view as
 * the content moves down by `pullOffset(state)`. Announces its text politely.
 */
export function PullRefreshHead({
  state,
  texts,
  head = PULL_REFRESH_HEAD_PX,
  className,
}: PullRefreshHeadProps) {
  const text =
    state.status === 'pulling' ? texts.pulling : state.status === 'loosing' ? texts.loosing : texts.refreshing
  return (
    <div
      className={cx('cm-list__head', className)}
      style={{ height: head, marginTop: -head }}
      aria-live="polite"
    >
      {state.status === 'idle' ? null : text}
    </div>
  )
}
