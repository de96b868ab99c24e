import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '@crossmart/api-client'
import { useStrings } from '../../../i18n/use-strings'

const SCORES = Array.from(
  { length: REVIEW_SCORE_MAX - REVIEW_SCORE_MIN + 1 },
  (_, index) => REVIEW_SCORE_MIN + index,
)

/** A 1-to-5 star score (shop-spec §3 Review) as a radio group: each star is one choice. */
export function StarRating({
  label,
  value,
  onChange,
}: {
  label: string
  value: number
  onChange: (value: number) => void
}) {
  const { t } = useStrings('orders')
  return (
    <div className="stars-row">
      <span className="stars-row__label" id={`stars-${label}`}>
        {label}
      </span>
      <div role="radiogroup" aria-label={label} className="stars">
        {SCORES.map((score) => (
          // biome-ignore lint/a11y/useSemanticElements: a star button styled as a radio (role radio + aria-checked)
          <button
            key={score}
            type="button"
            role="radio"
            aria-checked={score === value}
            aria-label={t('review.stars', { count: score })}
            className={score <= value ? 'star is-on' : 'star'}
            onClick={() => onChange(score)}
          >
            ★
          </button>
        ))}
      </div>
    </div>
  )
}
