import { productReviews } from '@crossmart/api-client'
import { LazyImage, SkeletonText } from '@crossmart/ui-kit'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'

/** How many reviews the detail page shows. */
export const DETAIL_REVIEW_COUNT = 3

export function ReviewsSection({ productId, count }: { productId: number; count: number }) {
  const { t } = useStrings('product')
  const api = useApi()
  const reviews = useRequest(
    () => api.call(productReviews, { productId, page: 1, limit: DETAIL_REVIEW_COUNT }),
    [api, productId],
  )
  return (
    <section className="section" aria-labelledby="detail-reviews">
      <h2 id="detail-reviews" className="section__title">
        {t('reviews', { count })}
      </h2>
      {reviews.status === 'loading' ? (
        <SkeletonText rows={3} />
      ) : reviews.status === 'error' ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.reload()} />
      ) : reviews.data.list.length === 0 ? (
        <p className="muted">{t('noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.data.list.map((review) => (
            <li key={review.id} className="review">
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
          ))}
        </ul>
      )}
    </section>
  )
}
