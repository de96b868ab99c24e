import type { Review } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'

/** One review: who, when, the three scores and the option bought, the text and its pictures. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useStrings('product')
  return (
    <li className="review">
      <div className="review__head">
        <LazyImage src={review.avatar} alt="" width={28} height={28} className="review__avatar" />
        <strong>{review.userName}</strong>
        <span className="muted small">{review.createdAt.slice(0, 10)}</span>
      </div>
      <p className="muted small">
        {t('scores', {
          product: review.productScore,
          service: review.serviceScore,
          postage: review.postageScore,
        })}
        {review.spec ? ` · ${review.spec}` : ''}
      </p>
      <p className="review__content">{review.content}</p>
      {review.pictures.length > 0 ? (
        <div className="review__pictures">
          {review.pictures.map((src) => (
            <LazyImage key={src} src={src} alt="" width={64} height={64} sizes="64px" />
          ))}
        </div>
      ) : null}
    </li>
  )
}
