import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { auditTrail } from './columns'
import { cascadingUserId } from './users'

/**
 * shop-spec §3 Recharge: method, network, address, amount, evidence, audit result. The balance rises
 * only when an operator passes it (status 0 auditing, 1 passed, 2 refused: shop-spec §4).
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    method: integer('method').notNull(),
    network: text('network'),
    address: text('address'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    evidence: text('evidence').notNull(),
    /** Issue #46: the transaction hash the shopper gave with an on-chain top-up, for the audit. */
    txHash: text('tx_hash'),
    status: integer('status').notNull().default(0),
    ...auditTrail(),
  },
  (t) => [
    index('recharges_user_idx').on(t.userId, t.status, t.id),
    check('recharges_amount_ck', sql`${t.amountCents} > 0`),
  ],
)

/**
 * shop-spec §3 Withdrawal. The amount is held (debited with a ledger row) when requested and
 * credited back if refused; service charge and actual arrival are fixed at request time.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    type: integer('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    serviceChargeCents: bigint('service_charge_cents', { mode: 'number' }).notNull(),
    actualArrivalCents: bigint('actual_arrival_cents', { mode: 'number' }).notNull(),
    bankCardNumber: text('bank_card_number'),
    bankName: text('bank_name'),
    network: text('network'),
    address: text('address'),
    status: integer('status').notNull().default(0),
    ...auditTrail(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.status, t.id),
    check(
      'withdrawals_amount_ck',
      sql`${t.amountCents} > 0 AND ${t.serviceChargeCents} >= 0 AND ${t.actualArrivalCents} = ${t.amountCents} - ${t.serviceChargeCents}`,
    ),
  ],
)
