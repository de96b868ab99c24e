import type { OrderSummary } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'

/** The lines of an order: picture, product name, spec, unit price and quantity (shop-spec §3). */
export function OrderItems({ items }: { items: OrderSummary['items'] }) {
  const { t } = useStrings('orders')
  const format = useFormatters()
  return (
    <ul className="order-items plain-list">
      {items.map((item, index) => (
        <li key={`${item.productId}-${item.skuId ?? 0}-${index}`} className="order-item">
          <LazyImage
            src={item.image}
            alt=""
            width={64}
            height={64}
            sizes="64px"
            className="order-item__image"
          />
          <div className="order-item__text">
            <p className="order-item__name">{item.productName}</p>
            {item.spec ? <p className="muted small">{item.spec}</p> : null}
          </div>
          <div className="order-item__price">
            <span>{format.price(item.unitPriceCents)}</span>
            <span className="muted small">{t('detail.quantity', { count: item.quantity })}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}
