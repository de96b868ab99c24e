import type { ReactNode } from 'react'

/** One explicit state for loading more, owned by the screen that fetches. */
export type ListStatus = 'idle' | 'loading' | 'error' | 'finished'

export interface ListFooterTexts {
  loading: string
  finished: string
  /** Shown on failure; tapping it retries (e.g. "Request failed, tap to retry"). */
  error: string
}

export interface ListFooterProps {
  status: ListStatus
  texts: ListFooterTexts
  onRetry: () => void
  /** Shown left of the loading text (a spinner icon of the app's choosing). */
  loadingIcon?: ReactNode
  /** Hides the "no more" line, e.g. when the list is empty and shows an Empty instead. */
  hideFinished?: boolean
}

/**
 * The footer of a loading list: the loading line, the "no more" line, or a retry button on error.
 * List renders it under its items; with `useInfiniteLoad` it goes under any scroll content.
 */
export function ListFooter({ status, texts, onRetry, loadingIcon, hideFinished }: ListFooterProps) {
  return (
    <div className="cm-list__footer" aria-live="polite">
      {status === 'loading' ? (
        <span className="cm-list__loading" role="status">
          {loadingIcon}
          {texts.loading}
        </span>
      ) : null}
      {status === 'finished' && !hideFinished ? (
        <span className="cm-list__finished">{texts.finished}</span>
      ) : null}
      {status === 'error' ? (
        <button type="button" className="cm-list__retry" onClick={onRetry}>
          {texts.error}
        </button>
      ) : null}
    </div>
  )
}
