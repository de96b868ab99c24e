import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { shops } from './catalog'
import { auditTrail, createdAt } from './columns'
import { users } from './users'

/**
 * Issue #42 (server README "Money between accounts"): the double-entry ledger. A shopper's account is
 * their `users.balance_cents` with its `ledger_entries` (the bill they see); every other account is a
 * row here: each shop's escrow (pending), available and owed balances, the platform's commission,
 * fees and held money, and one account per outside channel money comes from or goes to.
 *
 * `balance_cents` is the sum of the account's entries. Outside accounts may go negative (money that
 * came in from a bank is a debit of the bank's account); the others may not, enforced by the CHECK.
 */
export const moneyAccounts = pgTable(
  'money_accounts',
  {
    id: serial('id').primaryKey(),
    /** Stable name: `shop:3:escrow`, `platform:commission`, `outside:bank_in` (money-accounts.ts). */
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    shopId: integer('shop_id').references(() => shops.id),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    mayGoNegative: boolean('may_go_negative').notNull().default(false),
  },
  (t) => [
    uniqueIndex('money_accounts_code_uq').on(t.code),
    index('money_accounts_shop_idx').on(t.shopId),
    check('money_accounts_balance_ck', sql`${t.mayGoNegative} OR ${t.balanceCents} >= 0`),
  ],
)

/**
 * One movement of money: two or more entries (here and in ledger_entries) that sum to zero, checked
 * by a deferred constraint trigger at commit (migration 0022). `business_key` (e.g. `order:12:pay`)
 * is unique, so a retried or racing request can never move the same money twice.
 */
export const moneyTransfers = pgTable(
  'money_transfers',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    businessKey: text('business_key').notNull(),
    orderId: integer('order_id'),
    shopId: integer('shop_id'),
    refundId: integer('refund_id'),
    rechargeId: integer('recharge_id'),
    withdrawalId: integer('withdrawal_id'),
    payoutId: integer('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('money_transfers_key_uq').on(t.businessKey),
    index('money_transfers_shop_idx').on(t.shopId, t.createdAt),
    index('money_transfers_order_idx').on(t.orderId),
  ],
)

/** The entries of a transfer on the non-shopper accounts. Signed: positive credits, negative debits. */
export const moneyEntries = pgTable(
  'money_entries',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => moneyTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => moneyAccounts.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('money_entries_account_idx').on(t.accountId, t.id),
    index('money_entries_transfer_idx').on(t.transferId),
    check('money_entries_amount_ck', sql`${t.amountCents} <> 0`),
  ],
)

/**
 * A shop's payout (issue #42): the amount leaves the shop's available balance when requested, held
 * until the operator pays it out (status 1) or refuses it (2, back to available), like a withdrawal.
 * `request_key` makes a retried request one payout.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestKey: text('request_key').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    status: integer('status').notNull().default(0),
    ...auditTrail(),
  },
  (t) => [
    uniqueIndex('payouts_request_uq').on(t.shopId, t.requestKey),
    index('payouts_status_idx').on(t.status, t.id),
    index('payouts_shop_idx').on(t.shopId, t.id),
    check('payouts_amount_ck', sql`${t.amountCents} > 0`),
  ],
)
