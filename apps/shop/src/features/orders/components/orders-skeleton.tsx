import { Skeleton, SkeletonText } from '@crossmart/ui-kit'

/** Order cards while the first page loads: shop line, an item row, the actions. */
export function OrderCardsSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="order-cards-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="order-card">
          <Skeleton width="45%" height={16} />
          <div className="order-item">
            <Skeleton width={64} height={64} radius={6} />
            <SkeletonText rows={2} />
          </div>
          <Skeleton width="35%" height={28} radius={14} className="order-card__skeleton-actions" />
        </div>
      ))}
    </div>
  )
}

/** The order detail while it loads: status banner, address, items, amounts. */
export function OrderDetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton height={72} radius={0} />
      <div className="pad">
        <SkeletonText rows={2} />
        <div className="order-item">
          <Skeleton width={64} height={64} radius={6} />
          <SkeletonText rows={2} />
        </div>
        <SkeletonText rows={4} />
      </div>
    </div>
  )
}
