import type { Address, CartItem, CartView, OrderDetail } from '@crossmart/api-client'
import { PIXEL } from './fake-data'

/** Fixtures of the commerce screens (cart, addresses, orders) in the contract's shapes. */

export function cartItem(id: number, overrides: Partial<CartItem> = {}): CartItem {
  return {
    id,
    productId: 100 + id,
    productName: `Item ${id}`,
    image: PIXEL,
    skuId: null,
    spec: '',
    unitPriceCents: 1_000 * id,
    quantity: 1,
    stock: 5,
    selected: false,
    available: true,
    ...overrides,
  }
}

/**
 * A cart from its shops' lines; the totals are the selected, available lines' sums, as the server
 * gives them (apps/server features/cart/cart-view.ts).
 */
export function cartOf(shops: { shopId: number; shopName: string; items: CartItem[] }[]): CartView {
  const counted = (i: CartItem) => i.selected && i.available && i.stock > 0
  const sum = (items: CartItem[]) =>
    items.filter(counted).reduce((total, i) => total + i.unitPriceCents * i.quantity, 0)
  const all = shops.flatMap((s) => s.items)
  return {
    shops: shops.map((s) => ({ ...s, selectedTotalCents: sum(s.items) })),
    itemCount: all.reduce((n, i) => n + i.quantity, 0),
    selectedCount: all.filter(counted).length,
    selectedTotalCents: sum(all),
  }
}

export function address(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    addressee: `Person ${id}`,
    mobile: `+1555000${id}`,
    area: 'Bangkok',
    detailedAddress: `${id} Sukhumvit Road`,
    tag: 'Home',
    isDefault: false,
    country: 'TH',
    region: 'Bangkok',
    postcode: '10110',
    ...overrides,
  }
}

export function orderDetail(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    orderSn: `CM2026000000${id}`,
    status: 0,
    shopId: 1,
    shopName: 'Shop 1',
    items: [
      {
        productId: 101,
        skuId: null,
        productName: 'Item 1',
        image: PIXEL,
        spec: '',
        quantity: 2,
        unitPriceCents: 1_000,
      },
    ],
    quantity: 2,
    goodsCents: 2_000,
    freightCents: 800,
    discountCents: 200,
    totalCents: 2_600,
    refundStatus: null,
    reviewed: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    deliveredAt: null,
    payDeadline: null,
    promoCode: 'WELCOME10',
    address: {
      addressee: 'Person 1',
      mobile: '+15550001',
      area: 'Bangkok',
      detailedAddress: '1 Road',
      country: 'TH',
      region: 'Bangkok',
      postcode: '10110',
    },
    paidAt: null,
    shippedAt: null,
    receivedAt: null,
    logistics: null,
    ...overrides,
  }
}
