import type {
  CartView,
  ProductDetail,
  ProductSummary,
  ShopDetail,
  ShopSummary,
  UserInfo,
} from '@crossmart/api-client'

/** Contract-shaped demo data for screen tests (the api client checks every response against it). */

export const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

export function shopSummary(id: number): ShopSummary {
  return { id, name: `Shop ${id}`, logo: PIXEL, sales: 100 * id, followers: 10 * id, favourableRate: 96 }
}

export function product(id: number, shopId = 1): ProductSummary {
  return {
    id,
    name: `Product ${id}`,
    image: PIXEL,
    priceCents: 1000 + id,
    stock: 5,
    sales: id,
    seen: 3 * id,
    categoryId: 1,
    shopId,
    shopName: `Shop ${shopId}`,
  }
}

export function products(from: number, count: number, shopId = 1): ProductSummary[] {
  return Array.from({ length: count }, (_, i) => product(from + i, shopId))
}

export function shopDetail(id: number, followed = false): ShopDetail {
  return {
    id,
    name: `Shop ${id}`,
    logo: PIXEL,
    banner: '',
    description: 'A test shop',
    sales: 1234,
    totalSalesCents: 9_876_543,
    followers: 42,
    favourableRate: 97.5,
    productCount: 3,
    followed,
  }
}

export function productDetail(id: number): ProductDetail {
  return {
    id,
    name: `Product ${id}`,
    images: [PIXEL, `${PIXEL}#2`],
    priceCents: 2599,
    stock: 8,
    sales: 77,
    seen: 501,
    description: 'Soft cotton.\nMachine washable.',
    categoryId: 1,
    specs: [
      { name: 'Colour', values: ['Red', 'Blue'] },
      { name: 'Size', values: ['M', 'L'] },
    ],
    skus: [
      { id: 11, specValues: ['Red', 'M'], priceCents: 2599, stock: 3, image: null },
      { id: 12, specValues: ['Red', 'L'], priceCents: 2699, stock: 0, image: null },
      { id: 13, specValues: ['Blue', 'L'], priceCents: 2799, stock: 5, image: null },
    ],
    shop: shopSummary(1),
    reviewCount: 1,
    favourableRate: 100,
    favourited: false,
  }
}

export const CATEGORIES = [
  { id: 1, label: 'computer', name: 'Computer', icon: PIXEL },
  { id: 2, label: 'toys', name: 'Toys', icon: PIXEL },
]

export const USER: UserInfo = {
  id: 1,
  username: 'demo',
  nickname: 'Demo Shopper',
  email: 'demo@crossmart.example',
  mobile: '+10000000001',
  avatar: PIXEL,
  balanceCents: 1_000_000,
  payCodeSet: true,
  language: 'en',
  createdAt: '2026-01-01T00:00:00.000Z',
}

export function cartView(itemCount: number): CartView {
  return { shops: [], itemCount, selectedCount: 0, selectedTotalCents: 0 }
}

export function page<T>(list: T[], total: number, pageNumber = 1, limit = 10) {
  return { list, total, page: pageNumber, limit }
}
