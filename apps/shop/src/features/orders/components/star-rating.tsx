import { REVIEW_SCORE_MAX, REVIEW_SCORE_MIN } from '@crossmart/api-client'
import { RadioGroup } from '../../../components/radio-group'
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
      <RadioGroup
        options={SCORES.map((score) => ({
          value: score,
          label: '★',
          ariaLabel: t('review.stars', { count: score }),
        }))}
        value={value}
        onChange={onChange}
        ariaLabel={label}
        className="stars"
        optionClassName={(score) => (score <= value ? 'star is-on' : 'star')}
      />
    </div>
  )
}
