import { Badge, Button } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { ChatIcon } from '../../chat/components/chat-icon'

export interface ActionBarProps {
  shopId: number | undefined
  /** null: unknown (guest, or not loaded). */
  cartCount: number | null
  /** Absent while the product loads. */
  onAddToCart?: () => void
}

/**
 * The sticky bottom bar of product detail: shop, chat with the shop's customer service
 * (/chatRoomDetail/{mer}; the guard sends a guest to /login and back), the cart count (a status
 * for now: the cart screen comes with a later issue) and add to cart. Buy now arrives with its screen.
 */
export function ActionBar({ shopId, cartCount, onAddToCart }: ActionBarProps) {
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
        <Link to="/chatRoomDetail/{-$merId}" params={{ merId: String(shopId) }} className="action-bar__icon">
          <ChatIcon />
          <span>{t('chat')}</span>
        </Link>
      ) : null}
      {cartCount !== null ? (
        <span className="action-bar__icon" role="status" aria-label={t('cartCount', { count: cartCount })}>
          <span className="action-bar__badge-anchor">
            <Icon name="cart" />
            {cartCount > 0 ? <Badge content={cartCount} className="action-bar__badge" /> : null}
          </span>
        </span>
      ) : null}
      <Button variant="primary" className="action-bar__main" disabled={!onAddToCart} onClick={onAddToCart}>
        {t('addToCart')}
      </Button>
    </nav>
  )
}
