import type { PayoutRecord, ShopBalance, StatementLine } from '@crossmart/api-client'

export function aBalance(overrides: Partial<ShopBalance> = {}): ShopBalance {
  return {
    pendingCents: 12_000,
    availableCents: 5_000,
    owedCents: 0,
    payoutsInReviewCents: 0,
    paidOutCents: 20_000,
    commissionBps: 550,
    payoutAccount: { bankName: 'Bank of Test', accountName: 'Shop One Ltd', accountNumber: 'DE44 5001' },
    ...overrides,
  }
}

export function aStatementLine(i: number, overrides: Partial<StatementLine> = {}): StatementLine {
  return {
    orderId: i,
    orderSn: `CM${String(i).padStart(6, '0')}`,
    paidAt: '2026-11-20T10:00:00.000Z',
    grossCents: 10_000,
    commissionCents: 550,
    refundedCents: 0,
    netCents: 9_450,
    state: 'released',
    releasedAt: '2026-11-25T10:00:00.000Z',
    releaseDueAt: null,
    ...overrides,
  }
}

export function aPayout(overrides: Partial<PayoutRecord> = {}): PayoutRecord {
  return {
    id: 7,
    shopId: 1,
    shopName: 'Shop One',
    amountCents: 4_000,
    bankName: 'Bank of Test',
    accountName: 'Shop One Ltd',
    accountNumber: 'DE44 5001',
    status: 0,
    requestedBy: 'owner1',
    auditRemark: '',
    createdAt: '2026-11-26T09:00:00.000Z',
    auditedAt: null,
    ...overrides,
  }
}
