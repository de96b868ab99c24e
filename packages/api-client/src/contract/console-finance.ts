import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { cents, count, id, idValue, int, key, paged, pageQuery, timestamp } from './fields.js'
import { code, optionalText, positiveCents, requiredText } from './input-fields.js'
import { AUDIT_STATUS_CODES } from './status-codes.js'

// Issue #42 "marketplace money" (server README "Money between accounts"): what a shop owner and the
// platform's operator see of the double-entry ledger. Amounts are integer cents; commission rates
// are basis points (1 bp = 0.01 %), integers only.

/** The most a commission rate can be: 100 % (10,000 basis points). */
export const COMMISSION_BPS_MAX = 10_000

/** A commission rate in a request: an integer 0..10,000 basis points. */
/*#__NO_SIDE_EFFECTS__*/
const commissionBps = () =>
  int('validation.commissionRateInvalid', COMMISSION_BPS_MAX).check(
    z.gte(0, key('validation.commissionRateInvalid')),
  )

/** A calendar day `YYYY-MM-DD` (UTC) bounding a period, inclusive. */
const DAY_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
/*#__NO_SIDE_EFFECTS__*/
const day = () =>
  z.optional(
    z.string(key('validation.periodInvalid')).check(z.regex(DAY_PATTERN, key('validation.periodInvalid'))),
  )

/** A period of whole days; both ends optional (open). */
/*#__NO_SIDE_EFFECTS__*/
const periodQuery = () => ({ from: day(), to: day() })

/** A shop's money right now (the owner's "Balance"). */
export const shopBalanceSchema = z.object({
  /** Held in escrow for the shop's paid orders until receipt is confirmed. */
  pendingCents: cents(),
  /** Earned and not paid out: what a payout may take. */
  availableCents: cents(),
  /** Refunds after release that the available balance could not cover, to be taken from future earnings (<= 0). */
  owedCents: cents(),
  /** Requested payouts waiting for the operator's audit. */
  payoutsInReviewCents: cents(),
  /** All payouts sent so far. */
  paidOutCents: cents(),
  /** The shop's commission rate for new orders and where it comes from. */
  commissionBps: z.nullable(count()),
  payoutAccount: z.nullable(
    z.object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string() }),
  ),
})
export type ShopBalance = z.infer<typeof shopBalanceSchema>

export const STATEMENT_LINE_STATES = ['held', 'released', 'refunded', 'cancelled'] as const
export type StatementLineState = (typeof STATEMENT_LINE_STATES)[number]

/** One order on the shop's statement: what was paid, what the platform kept, what the shop gets. */
export const statementLineSchema = z.object({
  orderId: idValue(),
  orderSn: z.string(),
  paidAt: timestamp(),
  grossCents: cents(),
  commissionCents: cents(),
  refundedCents: cents(),
  /** gross - refunds - commission (after the commission returned on refunds). */
  netCents: cents(),
  state: z.enum(STATEMENT_LINE_STATES),
  /** When the money went to the shop's available balance; null while held. */
  releasedAt: z.nullable(timestamp()),
  /** While held and shipped: the latest the money is released (receipt confirmed by itself). */
  releaseDueAt: z.nullable(timestamp()),
})
export type StatementLine = z.infer<typeof statementLineSchema>

export const consoleShopBalance = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shop_balance',
  summary: "The shop's pending, available and owed balance, payouts and payout account (owner)",
  auth: true,
  audience: 'shopOwner',
  request: z.optional(z.object({})),
  response: shopBalanceSchema,
})

export const consoleShopStatement = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shop_statement',
  summary: "The shop's statement per order for a period of payment days, newest first (owner)",
  auth: true,
  audience: 'shopOwner',
  request: z.object({ ...periodQuery(), ...pageQuery() }),
  response: z.object({
    ...paged(statementLineSchema).shape,
    totals: z.object({
      grossCents: cents(),
      commissionCents: cents(),
      refundedCents: cents(),
      netCents: cents(),
    }),
  }),
})

export const payoutRecordSchema = z.object({
  id: idValue(),
  shopId: idValue(),
  shopName: z.string(),
  amountCents: cents(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  /** AUDIT_STATUS: 0 in review, 1 paid, 2 refused (the amount went back to available). */
  status: z.int(),
  requestedBy: z.string(),
  auditRemark: z.string(),
  createdAt: timestamp(),
  auditedAt: z.nullable(timestamp()),
})
export type PayoutRecord = z.infer<typeof payoutRecordSchema>

export const consoleShopPayouts = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shop_payouts',
  summary: "The shop's payouts, newest first (owner)",
  auth: true,
  audience: 'shopOwner',
  request: z.object({ ...pageQuery() }),
  response: paged(payoutRecordSchema),
})

export const consolePayoutRequest = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/payout_request',
  summary: "Ask for a payout of the available balance to the shop's bank account (owner)",
  auth: true,
  audience: 'shopOwner',
  request: z.object({
    amountCents: positiveCents(),
    /** Makes a retried click one payout: the same key answers the payout it made. */
    requestKey: requiredText('validation.invalid', 64),
  }),
  response: payoutRecordSchema,
})

export const consolePayoutAccountSave = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/payout_account',
  summary: "Set the shop's bank account for payouts (owner)",
  auth: true,
  audience: 'shopOwner',
  request: z.object({
    bankName: requiredText('validation.bankNameRequired', 64),
    accountName: requiredText('validation.payoutAccountRequired', 64),
    accountNumber: requiredText('validation.bankCardRequired', 34),
  }),
  response: shopBalanceSchema,
})

// ---- operators ----

export const consolePayouts = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/payouts',
  summary: 'Shop payouts by audit status, oldest waiting first (operator)',
  auth: true,
  audience: 'operator',
  request: z.object({
    status: z.optional(code(AUDIT_STATUS_CODES, 'validation.statusInvalid')),
    ...pageQuery(),
  }),
  response: paged(payoutRecordSchema),
})

export const consolePayoutAudit = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/payout_audit',
  summary: 'Pay out (sent to the bank) or refuse (back to available) a shop payout (operator)',
  auth: true,
  audience: 'operator',
  request: z.object({
    id: id(),
    decision: z.enum(['pass', 'refuse'], { error: 'validation.statusInvalid' }),
    remark: optionalText(255),
  }),
  response: payoutRecordSchema,
})

export const platformShopMoneySchema = z.object({
  shopId: idValue(),
  shopName: z.string(),
  commissionBps: z.nullable(count()),
  pendingCents: cents(),
  availableCents: cents(),
  owedCents: cents(),
  /** Commission kept in the period (after what refunds returned). */
  commissionCents: cents(),
})

export const consolePlatformMoney = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/platform_money',
  summary:
    "The platform's commission and fees in a period, escrow held, payouts waiting, per shop (operator)",
  auth: true,
  audience: 'operator',
  request: z.object({ ...periodQuery() }),
  response: z.object({
    commissionCents: cents(),
    withdrawalFeesCents: cents(),
    escrowCents: cents(),
    withdrawalsInReviewCents: cents(),
    payoutsInReviewCents: cents(),
    shopperBalancesCents: cents(),
    shops: z.array(platformShopMoneySchema),
  }),
})

export const ledgerEntryViewSchema = z.object({
  transferId: idValue(),
  kind: z.string(),
  /** The account the entry is on, e.g. `shop:3:available`. */
  account: z.string(),
  amountCents: cents(),
  balanceAfterCents: cents(),
  orderSn: z.nullable(z.string()),
  createdAt: timestamp(),
})

export const consoleShopLedger = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/shop_ledger',
  summary: "One shop's ledger entries, newest first (operator)",
  auth: true,
  audience: 'operator',
  request: z.object({ shopId: id(), ...pageQuery() }),
  response: paged(ledgerEntryViewSchema),
})

export const LEDGER_INVARIANTS = [
  'transfersBalance',
  'accountsMatchEntries',
  'insideEqualsInMinusOut',
  'escrowMatchesOrders',
] as const
export type LedgerInvariant = (typeof LEDGER_INVARIANTS)[number]

export const reconciliationSchema = z.object({
  checkedAt: timestamp(),
  checks: z.array(
    z.object({
      name: z.enum(LEDGER_INVARIANTS),
      ok: z.boolean(),
      /** How far off, in cents (0 when ok), or the number of offending rows. */
      difference: z.int(),
      detail: z.string(),
    }),
  ),
})
export type Reconciliation = z.infer<typeof reconciliationSchema>

export const consoleReconciliation = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/reconciliation',
  summary: "The ledger's invariants, checked now (operator)",
  auth: true,
  audience: 'operator',
  request: z.optional(z.object({})),
  response: reconciliationSchema,
})

export const commissionRatesSchema = z.object({
  categories: z.array(z.object({ id: idValue(), name: z.string(), commissionBps: count() })),
  shops: z.array(z.object({ id: idValue(), name: z.string(), commissionBps: z.nullable(count()) })),
})

export const consoleCommissionRates = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/commission_rates',
  summary: 'Commission per category and per-shop overrides (operator)',
  auth: true,
  audience: 'operator',
  request: z.optional(z.object({})),
  response: commissionRatesSchema,
})

export const consoleCommissionRateSet = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/console/commission_rate',
  summary:
    "Set a category's rate, or a shop's override (null clears it); orders already paid keep theirs (operator)",
  auth: true,
  audience: 'operator',
  request: z.object({
    target: z.enum(['category', 'shop'], { error: 'validation.statusInvalid' }),
    id: id(),
    commissionBps: z.nullable(commissionBps()),
  }),
  response: commissionRatesSchema,
})
