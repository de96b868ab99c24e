import { productRecommend } from '@crossmart/api-client'
import { ErrorState } from '../../../components/error-state'
import { ProductCard } from '../../../components/product-card'
import { ProductGridSkeleton } from '../../../components/skeletons'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'

/** How many recommendations the detail page asks for. */
export const RECOMMENDATION_COUNT = 6

export function RecommendationsSection({ productId }: { productId: number }) {
  const { t } = useStrings('product')
  const api = useApi()
  const recommended = useRequest(
    () => api.call(productRecommend, { productId, limit: RECOMMENDATION_COUNT }),
    [api, productId],
  )
  if (recommended.status === 'success' && recommended.data.list.length === 0) return null
  return (
    <section aria-labelledby="detail-recommend" className="recommendations">
      <h2 id="detail-recommend" className="section__title pad-x">
        {t('recommendations')}
      </h2>
      {recommended.status === 'loading' ? (
        <ProductGridSkeleton count={2} />
      ) : recommended.status === 'error' ? (
        <ErrorState error={recommended.error} onRetry={() => void recommended.reload()} />
      ) : (
        <ul className="product-grid plain-list">
          {recommended.data.list.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
