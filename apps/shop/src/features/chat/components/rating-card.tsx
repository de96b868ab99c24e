import {
  chatRating,
  chatRatingSubmit,
  RATING_COMMENT_MAX,
  RATING_SCORE_MAX,
  type RatingView,
} from '@crossmart/api-client'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { errorMessage } from '../../../lib/error-message'
import { useApi } from '../../../lib/services'

const SCORES = Array.from({ length: RATING_SCORE_MAX }, (_, i) => i + 1)

type CardState =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'asking'; view: RatingView }
  | { kind: 'sending'; view: RatingView }
  | { kind: 'rated'; view: RatingView }

/**
 * Issue #29: the shop's rendering of the service's rating ask (content type 1101). It reads the
 * request's state from the server (so a reload shows the given rating), offers five star buttons
 * (each a real button naming its score; the chosen one is pressed) and an optional comment, and
 * after sending shows the rating given. A refusal (already rated) is shown as the server worded it.
 */
export function RatingCard({ ratingId }: { ratingId: number }) {
  const { t, i18n } = useStrings('chat')
  const api = useApi()
  const [state, setState] = useState<CardState>({ kind: 'loading' })
  const [score, setScore] = useState(0)
  const [comment, setComment] = useState('')
  const [problem, setProblem] = useState('')
  const headingId = useId()

  useEffect(() => {
    let live = true
    api.call(chatRating, { id: ratingId }).then(
      (view) => live && setState({ kind: view.score === null ? 'asking' : 'rated', view }),
      (error: unknown) => live && setState({ kind: 'failed', message: errorMessage(error, i18n) }),
    )
    return () => {
      live = false
    }
  }, [api, ratingId, i18n])

  if (state.kind === 'loading')
    return (
      <p className="chat-rating muted small" role="status">
        {t('rating.loading')}
      </p>
    )
  if (state.kind === 'failed')
    return (
      <p className="chat-rating muted small" role="alert">
        {t('rating.failed')}: {state.message}
      </p>
    )
  if (state.kind === 'rated') {
    const given = state.view.score ?? 0
    return (
      <section className="chat-rating" aria-labelledby={headingId} data-rated={given}>
        <h3 id={headingId} className="chat-rating__title">
          {t('rating.thanks')}
        </h3>
        <p className="chat-rating__stars" role="img" aria-label={t('rating.given', { n: given })}>
          {SCORES.map((n) => (
            <span
              key={n}
              aria-hidden="true"
              className={n <= given ? 'chat-rating__star--on' : 'chat-rating__star'}
            >
              ★
            </span>
          ))}
        </p>
        {state.view.comment ? <p className="chat-rating__comment">{state.view.comment}</p> : null}
      </section>
    )
  }
  const { view } = state
  const sending = state.kind === 'sending'
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (score === 0 || sending) return
    setProblem('')
    setState({ kind: 'sending', view })
    try {
      const rated = await api.call(chatRatingSubmit, {
        id: ratingId,
        score,
        ...(comment.trim() ? { comment: comment.trim() } : {}),
      })
      setState({ kind: 'rated', view: rated })
    } catch (error) {
      setProblem(errorMessage(error, i18n))
      setState({ kind: 'asking', view })
    }
  }
  return (
    <form className="chat-rating" aria-labelledby={headingId} onSubmit={submit}>
      <h3 id={headingId} className="chat-rating__title">
        {t('rating.title')}
      </h3>
      <p className="chat-rating__ask small">{t('rating.ask')}</p>
      <fieldset className="chat-rating__stars">
        <legend className="cm-visually-hidden">{t('rating.ask')}</legend>
        {SCORES.map((n) => (
          <button
            key={n}
            type="button"
            className={
              n <= score ? 'chat-rating__star-button chat-rating__star--on' : 'chat-rating__star-button'
            }
            aria-pressed={n === score}
            aria-label={t('rating.star', { n })}
            onClick={() => setScore(n)}
          >
            <span aria-hidden="true">★</span>
          </button>
        ))}
      </fieldset>
      <label className="chat-rating__label small">
        {t('rating.comment')}
        <textarea
          className="chat-rating__input"
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
      </label>
      {problem ? (
        <p className="chat-rating__problem small" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className="chat-rating__submit" disabled={score === 0 || sending}>
        {sending ? t('rating.sending') : t('rating.submit')}
      </button>
    </form>
  )
}
