import type { OrderDetail } from '@crossmart/api-client'
import { PIXEL } from '../../../test-support/fake-data'

/** An order as /api/order/detail answers (the list answers the same fields minus the detail ones). */
export function order(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id,
    orderSn: `SN${1000 + id}`,
    status: 1,
    shopId: 1,
    shopName: `Shop ${id}`,
    items: [
      {
        productId: 30 + id,
        skuId: null,
        productName: `Product ${id}`,
        image: PIXEL,
        spec: 'Red / M',
        quantity: 2,
        unitPriceCents: 1_250,
      },
    ],
    quantity: 2,
    goodsCents: 2_500,
    freightCents: 800,
    discountCents: 300,
    totalCents: 3_000,
    refundStatus: null,
    reviewed: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    deliveredAt: null,
    payDeadline: null,
    promoCode: null,
    address: {
      addressee: 'Ada Lovelace',
      mobile: '+4412345678',
      area: 'London',
      detailedAddress: '1 Main St',
      country: 'GB',
      region: 'England',
      postcode: 'SW1A 1AA',
    },
    paidAt: '2026-03-01T10:05:00.000Z',
    shippedAt: null,
    receivedAt: null,
    logistics: null,
    ...overrides,
  }
}

export function refundRecord(orderId: number, status: number, overrides: Record<string, unknown> = {}) {
  return {
    id: 9,
    orderId,
    orderSn: `SN${1000 + orderId}`,
    type: 1,
    amountCents: 2_000,
    productStatus: 1,
    reason: 'Damaged or defective',
    explanation: 'Broken on arrival',
    proof: ['/uploads/p.png'],
    status,
    auditRemark: '',
    createdAt: '2026-03-02T10:00:00.000Z',
    ...overrides,
  }
}
