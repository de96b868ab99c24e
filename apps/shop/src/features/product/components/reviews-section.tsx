import { productReviewSummary, productReviews } from '@crossmart/api-client'
import { SkeletonText } from '@crossmart/ui-kit'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import { ReviewItem } from './review-item'
import { ReviewsSheet } from './reviews-sheet'

/** How many reviews the detail page shows. */
export const DETAIL_REVIEW_COUNT = 3

export function ReviewsSection({ productId, count }: { productId: number; count: number }) {
  const { t } = useStrings('product')
  const api = useApi()
  const [allOpen, setAllOpen] = useState(false)
  const reviews = useRequest(
    () => api.call(productReviews, { productId, page: 1, limit: DETAIL_REVIEW_COUNT }),
    [api, productId],
  )
  // Issue #46: the average and the "see all" list; without the summary the section is as before.
  const summary = useRequest(() => api.call(productReviewSummary, { productId }), [api, productId])
  const rated = summary.status === 'success' && summary.data.count > 0 ? summary.data : null
  return (
    <section className="section" aria-labelledby="detail-reviews">
      <div className="section__head">
        <h2 id="detail-reviews" className="section__title">
          {t('reviews', { count })}
        </h2>
        {rated ? (
          <button type="button" className="link link-button" onClick={() => setAllOpen(true)}>
            {t('seeAllReviews')}
          </button>
        ) : null}
      </div>
      {rated ? (
        <p className="reviews-rating">
          <span aria-hidden="true">★ </span>
          {t('averageRating', { average: rated.average.toFixed(1), count: rated.count })}
        </p>
      ) : null}
      {reviews.status === 'loading' ? (
        <SkeletonText rows={3} />
      ) : reviews.status === 'error' ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.reload()} />
      ) : reviews.data.list.length === 0 ? (
        <p className="muted">{t('noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.data.list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {rated ? (
        <ReviewsSheet
          productId={productId}
          summary={rated}
          open={allOpen}
          onClose={() => setAllOpen(false)}
        />
      ) : null}
    </section>
  )
}
