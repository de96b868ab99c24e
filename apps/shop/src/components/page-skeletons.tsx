import { Skeleton, SkeletonText } from '@crossmart/ui-kit'

/**
 * Skeletons of the other screens (shop and product pages, lists of rows), apart from
 * ./skeletons.tsx, which /home uses: the code every page downloads first carries whole modules
 * (README "Performance budget").
 */

export function ShopHeaderSkeleton() {
  return (
    <div aria-hidden="true" className="shop-header">
      <Skeleton height={110} radius={0} />
      <div className="pad">
        <Skeleton circle width={56} height={56} />
        <Skeleton width="50%" height={18} />
        <SkeletonText rows={1} />
      </div>
    </div>
  )
}

export function DetailSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="skeleton-square" radius={0} />
      <div className="pad">
        <Skeleton width="35%" height={24} />
        <SkeletonText rows={2} />
        <Skeleton height={44} radius={8} />
        <SkeletonText rows={5} />
      </div>
    </div>
  )
}

export function ListRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div aria-hidden="true" className="pad">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={44} radius={8} className="gap-b" />
      ))}
    </div>
  )
}
