import { Skeleton, SkeletonText } from '@crossmart/ui-kit'
import { useTranslation } from 'react-i18next'

/** While a page's code loads: a nav-bar-and-blocks skeleton. */
export function PageFallback() {
  const { t } = useTranslation()
  return (
    <div className="page" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="skeleton-nav">
        <Skeleton width="40%" height={18} />
      </div>
      <div className="page__body pad">
        <Skeleton height={160} radius={8} />
        <SkeletonText rows={4} />
      </div>
    </div>
  )
}
