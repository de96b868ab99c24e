import { Skeleton, SkeletonText } from '@crossmart/ui-kit'

/** Skeletons shaped like the screens they stand for. */

export function ProductGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="product-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="product-card">
          <Skeleton className="skeleton-square" />
          <SkeletonText rows={2} />
        </div>
      ))}
    </div>
  )
}

/** The category tiles of /home and /explore. */
export function CategoryGridSkeleton() {
  return (
    <div className="category-grid" aria-hidden="true">
      {Array.from({ length: 10 }, (_, i) => (
        <div key={i} className="category-tile">
          <Skeleton circle width={40} height={40} />
          <Skeleton width="80%" height={10} />
        </div>
      ))}
    </div>
  )
}

export function HomeSkeleton() {
  return (
    <div aria-hidden="true" className="pad-x">
      <Skeleton height={150} radius={12} />
      <CategoryGridSkeleton />
      <Skeleton width="30%" height={18} />
      <div className="shop-row">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} width={110} height={120} radius={8} />
        ))}
      </div>
    </div>
  )
}
