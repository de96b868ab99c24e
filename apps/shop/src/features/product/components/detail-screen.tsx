import { API_CODE, ApiError, type ProductDetail, productDetail } from '@crossmart/api-client'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { FavouriteHeart } from '../../../components/favourite-heart'
import { Icon } from '../../../components/icon'
import { NotFoundScreen } from '../../../components/not-found-screen'
import { Page } from '../../../components/page'
import { DetailSkeleton } from '../../../components/page-skeletons'
import { ProductName } from '../../../components/product-name'
import { useStrings } from '../../../i18n/use-strings'
import { cartCountAtom } from '../../../lib/cart-count/cart-count-atom'
import { useCartCount } from '../../../lib/cart-count/use-cart-count'
import { useApi, useServices } from '../../../lib/services'
import { useRequireLogin } from '../../../lib/session/use-require-login'
import { useRequest } from '../../../lib/use-request'
import { useSubmit } from '../../../lib/use-submit'
import { type BuyNowInput, buyNow } from '../api/buy-now'
import { useAddToCart } from '../api/use-add-to-cart'
import { parseGuestChoice, selectionOf, withGuestChoice } from '../state/guest-choice'
import { headlinePrice } from '../state/headline-price'
import { emptySelection, type SpecSelection, selectedSku } from '../state/sku-selection'
import { ActionBar } from './action-bar'
import { Gallery } from './gallery'
import { HeadlinePriceText } from './headline-price-text'
import { RecommendationsSection } from './recommendations-section'
import { ReviewsSection } from './reviews-section'
import { SkuSheet } from './sku-sheet'

/** Product detail (shop-spec §2): not kept alive; each product is a fresh page. */
export function DetailScreen({
  productId,
  shopId,
  choice,
}: {
  productId: number | undefined
  shopId: number | undefined
  /** A guest's choice brought back from /login (`?choice=`, state/guest-choice.ts). */
  choice?: string | undefined
}) {
  const { t } = useStrings('product')
  const api = useApi()
  const cartCount = useCartCount()
  // Issue #31: the page itself says what went wrong (a missing product, a failed load), so the
  // request does not also raise the failure toast: one message, not two.
  const detail = useRequest(
    () =>
      productId === undefined
        ? Promise.resolve(null)
        : api.call(productDetail, { id: productId }, { quiet: true }),
    [api, productId],
  )
  if (detail.status === 'success' && detail.data) {
    return <LoadedDetail product={detail.data} cartCount={cartCount} choice={choice} />
  }
  // No product to buy: the not-found page, without the buy bar (issue #31).
  if (detail.status === 'success' || isNotFound(detail.error)) {
    return <NotFoundScreen description={t('notFound')} />
  }
  if (detail.status === 'error') {
    return (
      <Page title={t('title.detail')}>
        <ErrorState error={detail.error} onRetry={() => void detail.reload()} />
      </Page>
    )
  }
  // Loading: the bar's place is kept (disabled) so the page does not jump when the product arrives.
  return (
    <Page title={t('title.detail')} footer={<ActionBar shopId={shopId} cartCount={cartCount} />}>
      <DetailSkeleton />
    </Page>
  )
}

/** shop-spec §8: the server's "not found" envelope code (API_CODE.notFound). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_CODE.notFound
}

interface Purchase {
  open: boolean
  /** The sheet adds to the cart or buys now (straight to checkout). */
  purpose: 'cart' | 'buy'
  selection: SpecSelection
  quantity: number
}

function LoadedDetail({
  product,
  cartCount,
  choice,
}: {
  product: ProductDetail
  cartCount: number | null
  choice: string | undefined
}) {
  const { t } = useStrings('product')
  const { toast } = useServices()
  const requireLogin = useRequireLogin()
  const addToCart = useAddToCart()
  const router = useRouter()
  const [purchase, setPurchase] = useState<Purchase>(() => {
    // Issue #46: back from /login with the guest's choice, the sheet opens again with it.
    const brought = parseGuestChoice(choice)
    const restored = brought && selectionOf(product.skus, product.specs.length, brought)
    return restored && brought
      ? { open: true, purpose: brought.purpose, ...restored }
      : { open: false, purpose: 'cart', selection: emptySelection(product.specs.length), quantity: 1 }
  })
  const api = useApi()
  const navigate = useNavigate()
  const setCartCount = useSetAtom(cartCountAtom)
  // A guest may open the options sheet and choose (issue #31 "Cross-border details"); only
  // adding to the cart or buying asks for login (add, below).
  const openSheet = () => setPurchase((p) => ({ ...p, open: true, purpose: 'cart' }))
  const openBuyNow = () => setPurchase((p) => ({ ...p, open: true, purpose: 'buy' }))

  const { busy: adding, run: purchaseItem } = useSubmit(async (input: BuyNowInput) => {
    if (purchase.purpose === 'buy') {
      // Orders come from selected cart lines: the item is selected and checkout orders it alone.
      const { cart, lineId } = await buyNow(api, input)
      setCartCount(cart.itemCount)
      setPurchase((p) => ({ ...p, open: false }))
      await navigate({ to: '/checkout', search: lineId === null ? {} : { line: String(lineId) } })
      return
    }
    await addToCart(input)
    toast.success(t('addedToCart'))
    setPurchase((p) => ({ ...p, open: false }))
    // A failure: the api client showed the toast (shop-spec §8).
  })

  const add = async () => {
    const sku = selectedSku(product.skus, purchase.selection)
    if (product.specs.length > 0 && !sku) {
      toast.show(t('chooseAllSpecs'))
      return
    }
    const input = { productId: product.id, skuId: sku?.id, quantity: purchase.quantity }
    // A guest comes back with the choice made (issue #46), not to an empty sheet.
    const back = withGuestChoice(router.state.location.href, {
      skuId: sku?.id,
      quantity: purchase.quantity,
      purpose: purchase.purpose,
    })
    requireLogin(() => void purchaseItem(input), back)
  }

  return (
    <Page
      title={t('title.detail')}
      right={<FavouriteHeart productId={product.id} initial={product.favourited} />}
      footer={
        <ActionBar
          shopId={product.shop.id}
          productId={product.id}
          cartCount={cartCount}
          onAddToCart={openSheet}
          onBuyNow={openBuyNow}
        />
      }
    >
      <article aria-labelledby="detail-name">
        <Gallery
          images={product.images}
          alt={product.name}
          focus={selectedSku(product.skus, purchase.selection)?.image}
        />
        <section className="section detail-summary">
          <p className="detail-summary__price">
            <span className="cm-visually-hidden">{t('price')} </span>
            <span className="price price--large">
              <HeadlinePriceText
                price={headlinePrice(product.priceCents, product.skus, purchase.selection)}
              />
            </span>
          </p>
          <h2 id="detail-name" className="detail-summary__name">
            <ProductName name={product.name} />
          </h2>
          <p className="detail-summary__stats muted small">
            <span>{t('stock', { count: product.stock })}</span>
            <span>{t('sales', { count: product.sales })}</span>
            <span>{t('seen', { count: product.seen })}</span>
          </p>
        </section>
        {product.specs.length > 0 ? (
          <section className="section">
            <button type="button" className="spec-row" onClick={openSheet}>
              <span>{t('spec')}</span>
              <span className="muted spec-row__names">
                {product.specs.map((spec) => spec.name).join(' / ')}
              </span>
              <Icon name="chevron" size={16} />
            </button>
          </section>
        ) : null}
        <section className="section">
          <Link to="/shop/{-$id}" params={{ id: String(product.shop.id) }} className="detail-shop">
            <span className="detail-shop__name">{product.shop.name}</span>
            <span className="muted small">
              {t('common.favourableRate', { rate: Math.round(product.shop.favourableRate) })}
            </span>
            <span className="link small">{t('visitShop')}</span>
          </Link>
        </section>
        <section className="section" aria-labelledby="detail-description">
          <h2 id="detail-description" className="section__title">
            {t('description')}
          </h2>
          <p className="description">{product.description}</p>
        </section>
        <ReviewsSection productId={product.id} count={product.reviewCount} />
        <RecommendationsSection productId={product.id} />
      </article>
      <SkuSheet
        open={purchase.open}
        product={product}
        selection={purchase.selection}
        onSelectionChange={(selection) => setPurchase((p) => ({ ...p, selection, quantity: 1 }))}
        quantity={purchase.quantity}
        onQuantityChange={(quantity) => setPurchase((p) => ({ ...p, quantity }))}
        onClose={() => setPurchase((p) => ({ ...p, open: false }))}
        onAddToCart={() => void add()}
        adding={adding}
        purpose={purchase.purpose}
      />
    </Page>
  )
}
