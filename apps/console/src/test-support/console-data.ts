import type { ConsoleOrder, ConsoleShopper, InboxConversation } from '@crossmart/api-client'

export function anOrder(overrides: Partial<ConsoleOrder> = {}): ConsoleOrder {
  return {
    id: 11,
    orderSn: 'CM2026000011',
    status: 1,
    shopId: 1,
    shopName: 'Shop One',
    items: [
      {
        productId: 3,
        skuId: 4,
        productName: 'Linen shirt',
        image: '/uploads/a.png',
        spec: 'Blue',
        quantity: 2,
        unitPriceCents: 2_500,
      },
    ],
    quantity: 2,
    goodsCents: 5_000,
    freightCents: 800,
    discountCents: 0,
    totalCents: 5_800,
    refundStatus: null,
    reviewed: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    deliveredAt: null,
    payDeadline: null,
    state: 'paid',
    shopperId: 21,
    shopperName: 'Ada Buyer',
    refundId: null,
    logistics: null,
    address: {
      addressee: 'Ada Buyer',
      mobile: '+15551234567',
      area: 'Springfield',
      detailedAddress: '1 Main Street',
      country: 'US',
      region: 'IL',
      postcode: '62701',
    },
    ...overrides,
  }
}

export function aConversation(i: number, overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    channelId: `mer_1_${100 + i}`,
    channelType: 7,
    shopperId: 100 + i,
    shopperName: `Shopper ${i}`,
    unread: i % 3,
    lastMessage: `Question ${i}`,
    lastFromShopper: true,
    lastTimestamp: 1_795_000_000 - i * 60,
    assignee: null,
    shopperReadSeq: 0,
    state: 'open',
    snoozedUntil: null,
    ...overrides,
  }
}

export const paged = <T>(list: T[], total = list.length) => ({ list, total, page: 1, limit: 20 })

/** Issue #44: the context panel's shopper with nothing yet (no orders, no wallet: a shop's view). */
export function aShopper(overrides: Partial<ConsoleShopper> = {}): ConsoleShopper {
  return {
    id: 100,
    name: 'Shopper 0',
    account: 'sh****0',
    language: 'en',
    country: null,
    countrySource: null,
    memberSince: '2026-01-01T00:00:00.000Z',
    conversations: { channelId: 'mer_1_100', total: 0, list: [] },
    orders: [],
    ordersTotal: 0,
    wallet: null,
    ...overrides,
  }
}
