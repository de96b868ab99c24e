import { Skeleton, SkeletonText } from '@crossmart/ui-kit'

/** A cart shop block: header, two lines with picture, name and stepper. */
export function CartSkeleton() {
  return (
    <div aria-hidden="true" className="pad-x">
      {Array.from({ length: 2 }, (_, shop) => (
        <div key={shop} className="commerce-card">
          <Skeleton width="40%" height={16} />
          {Array.from({ length: 2 }, (_, line) => (
            <div key={line} className="cart-line">
              <Skeleton width={20} height={20} circle />
              <Skeleton width={72} height={72} radius={8} />
              <div className="cart-line__main">
                <SkeletonText rows={2} />
                <Skeleton width={96} height={28} radius={6} />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  )
}

/** Rows of text cards: addresses, the checkout's address and orders, the payment summary. */
export function CardListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="pad-x">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="commerce-card">
          <Skeleton width="50%" height={16} />
          <SkeletonText rows={2} />
        </div>
      ))}
    </div>
  )
}
