import { RATING_SCORE_MAX } from '@crossmart/api-client'

/** Stars as text for the eye; the score in words for a screen reader. */
export function RatingStars({ score, label }: { score: number; label: string }) {
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      {Array.from({ length: RATING_SCORE_MAX }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < score ? 'rating-stars__on' : 'rating-stars__off'}>
          ★
        </span>
      ))}
    </span>
  )
}
