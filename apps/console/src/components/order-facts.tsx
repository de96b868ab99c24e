import type { ConsoleOrder } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { LOCALE_OF } from '../lib/format'

/** One order line as staff read it: product, variant (SKU attributes) and quantity. */
export function OrderLineText({ line }: { line: ConsoleOrder['items'][number] }) {
  const { t } = useTranslation()
  const values = { name: line.productName, spec: line.spec, quantity: line.quantity }
  return <>{line.spec ? t('orderView.line', values) : t('orderView.lineNoSpec', values)}</>
}

/** Every line of an order, one under the other. */
export function OrderLines({ items }: { items: ConsoleOrder['items'] }) {
  return (
    <ul className="order-facts__lines">
      {items.map((line, index) => (
        <li key={`${line.skuId ?? line.productId}-${index}`}>
          <OrderLineText line={line} />
        </li>
      ))}
    </ul>
  )
}

/** Link to the console's order view, named by the order number. */
export function OrderLink({ order }: { order: Pick<ConsoleOrder, 'id' | 'orderSn'> }) {
  const { t } = useTranslation()
  return (
    <Link
      to="/orders/$orderId"
      params={{ orderId: String(order.id) }}
      aria-label={t('orderView.open', { sn: order.orderSn })}
    >
      #{order.orderSn}
    </Link>
  )
}

/**
 * Issue #31: the address's region, postcode and country (named in the staff member's language),
 * what a cross-border parcel's label needs; '' for an order from before they existed.
 */
function placeLine(address: ConsoleOrder['address'], locale: string): string {
  let country = address.country
  if (country !== '') {
    try {
      country = new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country
    } catch {
      // An unknown code is shown as it is.
    }
  }
  return [[address.region, address.postcode].filter(Boolean).join(' '), country].filter(Boolean).join(', ')
}

/**
 * What shipping needs in front of the staff member (issue #29): the order (a link to its view), each
 * line's variant and quantity, the shopper's address and phone.
 */
export function OrderFacts({ order }: { order: ConsoleOrder }) {
  const { t, i18n } = useTranslation()
  const { address } = order
  const place = placeLine(address, LOCALE_OF[i18n.language] ?? 'en-US')
  return (
    <dl className="order-facts">
      <dt>{t('orders.order')}</dt>
      <dd>
        <OrderLink order={order} />
      </dd>
      <dt>{t('orderView.lines')}</dt>
      <dd>
        <OrderLines items={order.items} />
      </dd>
      <dt>{t('orderView.shipTo')}</dt>
      <dd>
        <span className="block">{address.addressee}</span>
        <span className="block">
          {address.detailedAddress}, {address.area}
        </span>
        {place ? <span className="block">{place}</span> : null}
      </dd>
      <dt>{t('orderView.phone')}</dt>
      <dd>
        <a href={`tel:${address.mobile}`}>{address.mobile}</a>
      </dd>
    </dl>
  )
}
