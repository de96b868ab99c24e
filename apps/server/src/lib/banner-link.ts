import type { BannerLinkType } from '@crossmart/api-client'

/**
 * The shop path a banner's typed link opens (shop-spec §2 routes): a product's page
 * (/detail/{product}/{mer}), a shop's (/shop/{id}), a category's list and a search (/search, both
 * public paths of the guard's allow-list). The shop opens in-app paths, query included.
 */
export function bannerPath(type: BannerLinkType, target: string, productShopId?: number): string {
  switch (type) {
    case 'product':
      return productShopId === undefined ? `/detail/${target}` : `/detail/${target}/${productShopId}`
    case 'shop':
      return `/shop/${target}`
    case 'category':
      return `/search?categoryId=${target}`
    case 'search':
      return `/search?${new URLSearchParams({ keyword: target }).toString()}`
  }
}
