import {
  type CartItem,
  type CartView,
  cartList,
  cartRemove,
  cartSelect,
  cartUpdate,
} from '@crossmart/api-client'
import { Button, Checkbox, Dialog, Empty } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useEffect, useState } from 'react'
import { CartSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { cartCountAtom } from '../../../lib/cart-count/cart-count-atom'
import { useApi, useServices } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { isAllSelected, isShopSelected } from '../state/cart-selection'
import { CartLine } from './cart-line'
import '../../../components/commerce.css'
import { useSubmit } from '../../../lib/use-submit'

/**
 * The cart (shop-spec §2 /bag): lines grouped by shop; select per line, per shop or all; quantity
 * within stock; remove after confirmation; the selected lines' total as the server sums it; settle
 * goes to /checkout and is disabled while nothing is selected (shop-spec §5).
 */
export function BagScreen() {
  const { t } = useStrings('cart')
  const api = useApi()
  const { toast } = useServices()
  const navigate = useNavigate()
  const format = useFormatters()
  const setCount = useSetAtom(cartCountAtom)
  const cart = useRequest(() => api.call(cartList), [api])
  // Kept alive: a product added on detail or lines ordered at checkout show when the cart comes back.
  useOnReveal(() => void cart.reload())
  const [removing, setRemoving] = useState<CartItem | null>(null)

  const view = cart.status === 'success' ? cart.data : undefined
  useEffect(() => {
    if (view) setCount(view.itemCount)
  }, [view, setCount])

  // Every change answers with the whole cart: one request at a time (no double submit). A failure
  // (e.g. not enough stock): the api client showed the toast (shop-spec §8).
  const { busy, run: change } = useSubmit(async (work: () => Promise<CartView>) => {
    const next = await work()
    cart.setData(() => next)
  })

  const remove = async (item: CartItem) => {
    if (await change(() => api.call(cartRemove, { ids: [item.id] }))) toast.success(t('bag.removed'))
    setRemoving(null)
  }

  const footer =
    view && view.shops.length > 0 ? (
      <div className="commerce-footer">
        <Checkbox
          checked={isAllSelected(view)}
          disabled={busy}
          onChange={(selected) => void change(() => api.call(cartSelect, { scope: 'all', selected }))}
        >
          {t('bag.selectAll')}
        </Checkbox>
        <p className="commerce-footer__total">
          <span className="muted small">{t('bag.total')}</span>
          <span className="price" data-testid="bag-total">
            {format.price(view.selectedTotalCents)}
          </span>
        </p>
        <Button
          variant="primary"
          disabled={view.selectedCount === 0 || busy}
          onClick={() => void navigate({ to: '/checkout' })}
        >
          {t('bag.settle', { count: view.selectedCount })}
        </Button>
      </div>
    ) : null

  return (
    <Page title={t('title.bag')} showBack={false} footer={footer}>
      {cart.status === 'loading' ? (
        <CartSkeleton />
      ) : cart.status === 'error' ? (
        <ErrorState error={cart.error} onRetry={() => void cart.reload()} />
      ) : cart.data.shops.length === 0 ? (
        <div className="state">
          <Empty description={t('bag.empty')}>
            <Link to="/products" className="link">
              {t('bag.goShopping')}
            </Link>
          </Empty>
        </div>
      ) : (
        <div className="pad-x">
          {cart.data.shops.map((shop) => (
            <section key={shop.shopId} className="commerce-card" aria-label={shop.shopName}>
              <div className="commerce-card__head">
                <Checkbox
                  checked={isShopSelected(shop)}
                  disabled={busy}
                  onChange={(selected) =>
                    void change(() => api.call(cartSelect, { scope: 'shop', shopId: shop.shopId, selected }))
                  }
                >
                  <span className="cm-visually-hidden">{t('bag.selectShop', { shop: shop.shopName })}</span>
                </Checkbox>
                <Link to="/shop/{-$id}" params={{ id: String(shop.shopId) }} className="commerce-card__title">
                  {shop.shopName}
                </Link>
              </div>
              <ul className="plain-list">
                {shop.items.map((item) => (
                  <CartLine
                    key={item.id}
                    item={item}
                    shopId={shop.shopId}
                    busy={busy}
                    onSelect={(selected) =>
                      void change(() => api.call(cartSelect, { scope: 'items', ids: [item.id], selected }))
                    }
                    onQuantity={(quantity) =>
                      void change(() => api.call(cartUpdate, { id: item.id, quantity }))
                    }
                    onRemove={() => setRemoving(item)}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <Dialog
        open={removing !== null}
        title={t('bag.removeTitle')}
        message={removing ? t('bag.removeConfirm', { name: removing.productName }) : undefined}
        confirmText={t('bag.remove')}
        cancelText={t('common.cancel')}
        tone="danger"
        confirmBusy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  )
}
