import { consoleConversationRatings } from '@crossmart/api-client'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { RatingStars as Stars } from '../../components/rating-stars'
import { Failed, Loading } from '../../components/states'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/** How often an open conversation's ratings are read again. */
export const RATINGS_REFRESH_MS = 15_000

/**
 * Issue #29: a conversation's satisfaction ratings beside it (newest first: each resolution asked
 * once), the score, the comment and when; an unanswered ask as such. `version` reloads it (a resolve
 * or a new message may have changed it).
 */
export function ConversationRatings({ channelId, version = 0 }: { channelId: string; version?: number }) {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const ratings = useRequest(
    () => api.call(consoleConversationRatings, { channelId }),
    `${channelId}:${version}`,
  )
  const { reload } = ratings
  // The shopper's answer comes by HTTP, not through the chat: looked for again while it is shown.
  useEffect(() => {
    const handle = setInterval(reload, RATINGS_REFRESH_MS)
    return () => clearInterval(handle)
  }, [reload])
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <section className="conversation-ratings" aria-labelledby="conversation-ratings-title">
      <h3 id="conversation-ratings-title">{t('satisfaction.ratings')}</h3>
      {ratings.status === 'error' ? (
        <Failed error={ratings.error} onRetry={ratings.reload} />
      ) : !ratings.data ? (
        <Loading />
      ) : ratings.data.list.length === 0 ? (
        <p className="muted small">{t('satisfaction.noRatings')}</p>
      ) : (
        <ul className="conversation-ratings__list">
          {ratings.data.list.map((rating) => (
            <li key={rating.id} data-score={rating.score ?? ''}>
              {rating.score === null ? (
                <span className="muted small">{t('satisfaction.asked')}</span>
              ) : (
                <>
                  <Stars score={rating.score} label={t('satisfaction.score', { n: rating.score })} />
                  {rating.comment ? <p className="conversation-ratings__comment">{rating.comment}</p> : null}
                </>
              )}
              <span className="muted small">
                {' '}
                {formatTime(Math.floor((rating.ratedAt ?? rating.requestedAt) / 1000), locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
