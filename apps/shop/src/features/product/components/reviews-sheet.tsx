import { productReviews, type ReviewSummary } from '@crossmart/api-client'
import { Sheet, SkeletonText } from '@crossmart/ui-kit'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import { ReviewItem } from './review-item'

/** Reviews one sheet shows (the contract's page limit is 100). */
export const ALL_REVIEWS_LIMIT = 50

/** Issue #46: every review of the product, with a filter for those with photos. */
export function ReviewsSheet({
  productId,
  summary,
  open,
  onClose,
}: {
  productId: number
  summary: ReviewSummary
  open: boolean
  onClose: () => void
}) {
  const { t } = useStrings('product')
  const api = useApi()
  const [withPictures, setWithPictures] = useState(false)
  const reviews = useRequest(
    () =>
      open
        ? api.call(productReviews, { productId, page: 1, limit: ALL_REVIEWS_LIMIT, withPictures })
        : Promise.resolve(null),
    [api, productId, withPictures, open],
  )
  const filters = [
    { on: false, label: t('allReviews', { count: summary.count }) },
    { on: true, label: t('withPhotos', { count: summary.withPictures }) },
  ]
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={t('reviews', { count: summary.count })}
      closeLabel={t('common.close')}
    >
      <fieldset className="reviews-filter" aria-label={t('reviewFilter')}>
        {filters.map((filter) => (
          <button
            key={String(filter.on)}
            type="button"
            className="chip"
            aria-pressed={withPictures === filter.on}
            onClick={() => setWithPictures(filter.on)}
          >
            {filter.label}
          </button>
        ))}
      </fieldset>
      {reviews.status === 'loading' ? (
        <SkeletonText rows={3} />
      ) : reviews.status === 'error' ? (
        <ErrorState error={reviews.error} onRetry={() => void reviews.reload()} />
      ) : !reviews.data || reviews.data.list.length === 0 ? (
        <p className="muted">{t(withPictures ? 'noPhotoReviews' : 'noReviews')}</p>
      ) : (
        <ul className="reviews">
          {reviews.data.list.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </Sheet>
  )
}
