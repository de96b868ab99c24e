import type { CartItem } from '@crossmart/api-client'
import { Checkbox, LazyImage, Stepper } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ProductName } from '../../../components/product-name'
import { useStrings } from '../../../i18n/use-strings'
import { useFormatters } from '../../../lib/use-formatters'
import { isSelectable } from '../state/cart-selection'

export interface CartLineProps {
  item: CartItem
  shopId: number
  busy: boolean
  onSelect: (selected: boolean) => void
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/** One cart line: select, picture, name, spec, price, quantity (limited by stock), remove. */
export function CartLine({ item, shopId, busy, onSelect, onQuantity, onRemove }: CartLineProps) {
  const { t } = useStrings('cart')
  const format = useFormatters()
  const selectable = isSelectable(item)
  const [capped, setCapped] = useState(false)
  return (
    <li className={selectable ? 'cart-line' : 'cart-line is-unavailable'}>
      <Checkbox checked={item.selected && selectable} disabled={!selectable || busy} onChange={onSelect}>
        <span className="cm-visually-hidden">{t('bag.selectItem', { name: item.productName })}</span>
      </Checkbox>
      <Link
        to="/detail/{-$product}/{-$mer}"
        params={{ product: String(item.productId), mer: String(shopId) }}
        className="cart-line__image"
        tabIndex={-1}
        aria-hidden="true"
      >
        <LazyImage src={item.image} alt="" width={72} height={72} sizes="72px" />
      </Link>
      <div className="cart-line__main">
        <Link
          to="/detail/{-$product}/{-$mer}"
          params={{ product: String(item.productId), mer: String(shopId) }}
          className="cart-line__name"
        >
          <ProductName name={item.productName} />
        </Link>
        {item.spec ? <p className="muted small">{item.spec}</p> : null}
        {selectable ? null : <p className="cart-line__flag small">{t('bag.unavailable')}</p>}
        <div className="cart-line__row">
          <span className="price">{format.price(item.unitPriceCents)}</span>
          <Stepper
            value={item.quantity}
            onChange={(next) => {
              setCapped(false)
              onQuantity(next)
            }}
            onCapped={() => setCapped(true)}
            min={1}
            max={Math.max(1, item.stock)}
            disabled={!selectable || busy}
            decreaseLabel={t('bag.decrease')}
            increaseLabel={t('bag.increase')}
            inputLabel={t('bag.quantity')}
          />
        </div>
        {/* Issue #46: a typed quantity above the stock is lowered to it, and the line says so. */}
        {capped ? (
          <p className="muted small" role="status">
            {t('bag.quantityCapped', { count: item.stock })}
          </p>
        ) : null}
        <div className="cart-line__row">
          <span className="muted small">{t('bag.stock', { count: item.stock })}</span>
          <button type="button" className="link small" disabled={busy} onClick={onRemove}>
            {t('bag.remove')}
          </button>
        </div>
      </div>
    </li>
  )
}
