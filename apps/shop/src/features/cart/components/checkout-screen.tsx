import { type Address, addressList, cartList, type EndpointRequest, orderCreate } from '@crossmart/api-client'
import { Button, Empty, LazyImage } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue, useSetAtom } from 'jotai'
import { useState } from 'react'
import { AddressSummary } from '../../../components/address-card'
import { CardListSkeleton } from '../../../components/commerce-skeletons'
import { ErrorState } from '../../../components/error-state'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { cartCountAtom } from '../../../lib/cart-count/cart-count-atom'
import { chosenAddressIdAtom } from '../../../lib/chosen-address'
import { paymentSearch } from '../../../lib/payment-orders'
import { useApi } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { usePromoPreview } from '../hooks/use-promo-preview'
import { checkoutCartIds, checkoutShops } from '../state/cart-selection'
import { displayFreightCents } from '../state/freight-display'
import { PromoCodeCard } from './promo-code-card'
import '../../../components/commerce.css'
import { ProductName } from '../../../components/product-name'
import { useSubmit } from '../../../lib/use-submit'

const NO_LINES: readonly number[] = []

/** The address checkout sends: the one picked on /address, else the default, else the first. */
function deliveryAddress(addresses: readonly Address[], chosenId: number | null): Address | undefined {
  return addresses.find((a) => a.id === chosenId) ?? addresses.find((a) => a.isDefault) ?? addresses[0]
}

/**
 * Settle / create order (shop-spec §2 /checkout) from the selected cart lines (shop-spec §5: at
 * least one). The server makes one order per shop and prices it (freight, promo code); this page
 * shows the goods as the server sums them and the freight rule for display, and the payment page
 * shows the server's priced orders.
 */
export function CheckoutScreen({ onlyLine }: { onlyLine?: number | undefined } = {}) {
  const { t } = useStrings('cart')
  const api = useApi()
  const navigate = useNavigate()
  const format = useFormatters()
  const setCartCount = useSetAtom(cartCountAtom)
  const chosenId = useAtomValue(chosenAddressIdAtom)
  const data = useRequest(async () => {
    const [cart, addresses] = await Promise.all([api.call(cartList), api.call(addressList)])
    return { cart, addresses: addresses.list }
  }, [api])
  const [promoCode, setPromoCode] = useState('')
  const promo = usePromoPreview(
    data.status === 'success' ? checkoutCartIds(data.data.cart, onlyLine) : NO_LINES,
  )
  // Kept alive: a new address, another selection or a placed order shows when it comes back; an
  // applied promo code stays applied if it still holds (issue #46), else says why it went.
  useOnReveal(() => {
    void data.reload()
    void promo.recheck()
  })
  // A changed code is not the applied one any more: its discount would be a promise not kept.
  const changePromo = (value: string) => {
    setPromoCode(value)
    // A changed code is also no longer the refused one: its message goes with it.
    if (promo.refusal || (promo.applied && value.trim().toUpperCase() !== promo.applied.code)) promo.clear()
  }
  const place = useSubmit(async (input: EndpointRequest<typeof orderCreate>) => {
    const created = await api.call(orderCreate, input)
    // The ordered lines left the cart: the badge loads the count again.
    setCartCount(null)
    await navigate({
      to: '/payment',
      search: paymentSearch(created.orders.map((order) => order.id)),
      replace: true,
    })
    // A failure (unknown promo code, stock, ...): the api client showed the toast (shop-spec §8).
  })

  if (data.status !== 'success') {
    return (
      <Page title={t('title.checkout')}>
        {data.status === 'loading' ? (
          <CardListSkeleton />
        ) : (
          <ErrorState error={data.error} onRetry={() => void data.reload()} />
        )}
      </Page>
    )
  }

  const { cart, addresses } = data.data
  const shops = checkoutShops(cart, onlyLine)
  const address = deliveryAddress(addresses, chosenId)
  const goodsCents = shops.reduce((sum, shop) => sum + shop.selectedTotalCents, 0)
  const freightCents = shops.reduce((sum, shop) => sum + displayFreightCents(shop.selectedTotalCents), 0)

  const submit = async () => {
    if (!address || shops.length === 0) return
    const code = promoCode.trim()
    await place.run({
      cartIds: checkoutCartIds(cart, onlyLine),
      addressId: address.id,
      ...(code ? { promoCode: code } : {}),
    })
  }

  if (shops.length === 0) {
    return (
      <Page title={t('title.checkout')}>
        <div className="state">
          <Empty description={t('checkout.nothingSelected')}>
            <Link to="/bag" className="link">
              {t('checkout.backToBag')}
            </Link>
          </Empty>
        </div>
      </Page>
    )
  }

  const footer = (
    <div className="commerce-footer">
      <p className="commerce-footer__total">
        <span className="muted small">
          {promo.applied ? t('checkout.total') : t('checkout.estimatedTotal')}
        </span>
        <span className="price" data-testid="checkout-total">
          {format.price(promo.applied ? promo.applied.preview.totalCents : goodsCents + freightCents)}
        </span>
      </p>
      <Button
        variant="primary"
        disabled={!address}
        loading={place.busy}
        loadingText={t('checkout.submitting')}
        onClick={() => void submit()}
      >
        {t('checkout.submit')}
      </Button>
    </div>
  )

  return (
    <Page title={t('title.checkout')} footer={footer}>
      <div className="pad-x">
        <section className="commerce-card" aria-label={t('checkout.address')}>
          {address ? (
            <Link
              to="/address"
              search={{ choose: true }}
              className="address-card link-row"
              aria-label={t('checkout.changeAddress')}
            >
              <span className="address-card__choose">
                <AddressSummary address={address} />
              </span>
              <Icon name="chevron" size={16} />
            </Link>
          ) : (
            <Link to="/addressForm/{-$id}" params={{}} className="link-row">
              <span>
                <span className="link">{t('checkout.noAddress')}</span>
                <span className="muted small"> {t('checkout.noAddressHint')}</span>
              </span>
              <Icon name="chevron" size={16} />
            </Link>
          )}
        </section>
        {shops.map((shop) => {
          const freight = displayFreightCents(shop.selectedTotalCents)
          return (
            <section key={shop.shopId} className="commerce-card" aria-label={shop.shopName}>
              <h2 className="commerce-card__title">{shop.shopName}</h2>
              <ul className="plain-list">
                {shop.items.map((item) => (
                  <li key={item.id} className="cart-line">
                    <LazyImage src={item.image} alt="" width={56} height={56} sizes="56px" />
                    <div className="cart-line__main">
                      <ProductName name={item.productName} className="cart-line__name" />
                      {item.spec ? <span className="muted small">{item.spec}</span> : null}
                      <span className="cart-line__row">
                        <span className="price">{format.price(item.unitPriceCents)}</span>
                        <span className="muted">{t('checkout.lineQuantity', { count: item.quantity })}</span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="summary-row">
                <span>{t('checkout.goods')}</span>
                <span>{format.price(shop.selectedTotalCents)}</span>
              </p>
              <p className="summary-row">
                <span>{t('checkout.freight')}</span>
                <span>{freight === 0 ? t('checkout.freightFree') : format.price(freight)}</span>
              </p>
            </section>
          )
        })}
        <PromoCodeCard
          value={promoCode}
          onChange={changePromo}
          applied={promo.applied}
          refusal={promo.refusal}
          busy={promo.busy}
          onApply={(code) => void promo.apply(code)}
        />
      </div>
    </Page>
  )
}
