import { Badge, Button } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { ChatIcon } from '../../../components/chat-icon'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'

export interface ActionBarProps {
  shopId: number | undefined
  /** The product shown: the chat opened from here shows it as a card (issue #30). */
  productId?: number
  /** null: unknown (guest, or not loaded). */
  cartCount: number | null
  /** Absent while the product loads. */
  onAddToCart?: () => void
  /** Buy now: straight to checkout with this item (absent while the product loads). */
  onBuyNow?: () => void
}

/**
 * The sticky bottom bar of product detail: shop, chat with the shop's customer service
 * (/chatRoomDetail/{mer}?product={id}, issue #30: the product's card is sent; the guard sends a guest to /login and back), the cart with its count
 * (/bag), add to cart and buy now.
 */
export function ActionBar({ shopId, productId, cartCount, onAddToCart, onBuyNow }: ActionBarProps) {
  const { t } = useStrings('product')
  return (
    <nav className="action-bar" aria-label={t('actions')}>
      {shopId !== undefined ? (
        <Link to="/shop/{-$id}" params={{ id: String(shopId) }} className="action-bar__icon">
          <Icon name="shop" />
          <span>{t('shop')}</span>
        </Link>
      ) : null}
      {shopId !== undefined ? (
        <Link
          to="/chatRoomDetail/{-$merId}"
          params={{ merId: String(shopId) }}
          search={productId === undefined ? {} : { product: productId }}
          className="action-bar__icon"
        >
          <ChatIcon />
          <span>{t('chat')}</span>
        </Link>
      ) : null}
      {cartCount !== null ? (
        <Link to="/bag" className="action-bar__icon" aria-label={t('cartCount', { count: cartCount })}>
          <span className="action-bar__badge-anchor">
            <Icon name="cart" />
            {cartCount > 0 ? <Badge content={cartCount} className="action-bar__badge" /> : null}
          </span>
        </Link>
      ) : null}
      <Button variant="secondary" className="action-bar__main" disabled={!onAddToCart} onClick={onAddToCart}>
        {t('addToCart')}
      </Button>
      <Button variant="primary" className="action-bar__main" disabled={!onBuyNow} onClick={onBuyNow}>
        {t('buyNow')}
      </Button>
    </nav>
  )
}
