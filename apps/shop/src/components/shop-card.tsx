import type { ShopSummary } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

/** A shop tile: logo, name, followers and favourable rate; opens the shop page. */
export function ShopCard({ shop }: { shop: ShopSummary }) {
  const { t } = useTranslation()
  return (
    <Link to="/shop/{-$id}" params={{ id: String(shop.id) }} className="shop-card">
      <LazyImage
        src={shop.logo}
        alt=""
        width={48}
        height={48}
        sizes="48px"
        fit="cover"
        className="shop-card__logo"
      />
      <span className="shop-card__name">{shop.name}</span>
      <span className="muted small">{t('common.followers', { count: shop.followers })}</span>
      <span className="muted small">
        {t('common.favourableRate', { rate: Math.round(shop.favourableRate) })}
      </span>
    </Link>
  )
}
