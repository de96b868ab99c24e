import type { ProductSummary } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '../lib/use-formatters'
import { FavouriteHeart } from './favourite-heart'
import { PRODUCT_CARD_SIZES } from './image-sizes'
import { ProductName } from './product-name'

/** A product in a two-column grid: picture, name, price, sales (opens the detail), and its heart. */
export function ProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation()
  const format = useFormatters()
  return (
    <div className="product-card-wrap">
      <Link
        to="/detail/{-$product}/{-$mer}"
        params={{ product: String(product.id), mer: String(product.shopId) }}
        className="product-card"
      >
        <LazyImage
          src={product.image}
          alt=""
          aspectRatio={1}
          fit="cover"
          sizes={PRODUCT_CARD_SIZES}
          className="product-card__image"
        />
        <ProductName name={product.name} className="product-card__name" />
        <span className="product-card__meta">
          <span className="price">{format.price(product.priceCents)}</span>
          <span className="muted">{t('common.sales', { count: format.count(product.sales) })}</span>
        </span>
      </Link>
      <FavouriteHeart
        productId={product.id}
        productName={product.name}
        className="product-card__heart"
        size={18}
      />
    </div>
  )
}
