/**
 * Issue #42: the accounts of the double-entry ledger, by stable code (server README "Money between
 * accounts"). A shopper's account is their balance row (ledger.ts); these are all the others.
 */

/** A shop's three balances: held in escrow for its paid orders, earned and payable, and owed back. */
export const SHOP_BALANCES = ['available', 'escrow', 'owed'] as const
export type ShopBalanceName = (typeof SHOP_BALANCES)[number]

export const shopAccount = (shopId: number, balance: ShopBalanceName): string => `shop:${shopId}:${balance}`

/** The platform's own accounts. */
export const PLATFORM = {
  /** Commission kept on settled orders. */
  commission: 'platform:commission',
  /** Withdrawal service charges. */
  fees: 'platform:fees',
  /** Shoppers' withdrawals waiting for the operator's audit. */
  withdrawalsHeld: 'platform:withdrawals_held',
  /** Shops' payouts waiting for the operator's audit. */
  payoutsHeld: 'platform:payouts_held',
} as const

/**
 * The outside world, one account per channel. They go negative by design: money that came in from a
 * bank transfer is a debit of `outside:manual_in`; money sent out is a credit of an `_out` account.
 */
export const OUTSIDE = {
  manualIn: 'outside:manual_in',
  chainIn: 'outside:chain_in',
  /** Orders paid before the wallet kept a ledger row (migration 0022) and the demo's history. */
  legacyIn: 'outside:legacy_in',
  bankOut: 'outside:bank_out',
  chainOut: 'outside:chain_out',
  payoutOut: 'outside:payout_out',
} as const

export interface AccountShape {
  kind: string
  shopId: number | null
  mayGoNegative: boolean
  /**
   * Lock order rank: every transaction takes shop accounts before the platform's and those before
   * the outside ones (and by code within a rank), so two transfers never wait on each other in a cycle.
   */
  rank: number
}

const SHOP_CODE = /^shop:(\d+):(escrow|available|owed)$/

/** What an account code means; throws for a code no flow uses (a programming error). */
export function accountShape(code: string): AccountShape {
  const shop = SHOP_CODE.exec(code)
  if (shop) {
    const balance = shop[2] as ShopBalanceName
    return { kind: `shop_${balance}`, shopId: Number(shop[1]), mayGoNegative: balance === 'owed', rank: 0 }
  }
  if ((Object.values(PLATFORM) as string[]).includes(code)) {
    const kind =
      code === PLATFORM.commission
        ? 'platform_commission'
        : code === PLATFORM.fees
          ? 'platform_fees'
          : 'platform_held'
    return { kind, shopId: null, mayGoNegative: false, rank: 1 }
  }
  if ((Object.values(OUTSIDE) as string[]).includes(code))
    return { kind: 'outside', shopId: null, mayGoNegative: true, rank: 2 }
  throw new RangeError(`unknown money account ${code}`)
}

/** The lock order of account codes (see AccountShape.rank). */
export function byLockOrder(a: string, b: string): number {
  return accountShape(a).rank - accountShape(b).rank || (a < b ? -1 : a > b ? 1 : 0)
}
