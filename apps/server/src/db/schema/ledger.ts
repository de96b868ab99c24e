import type { BillRemarkCode } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { cascadingUserId } from './users'

/**
 * Every movement of a balance, written in the same transaction as the balance change
 * (features/ledger/ledger.ts), so sum(amount) per user always equals users.balance_cents. `type` is
 * the contract's BILL_TYPE code. The partial unique indexes make a second charge, refund or hold
 * for the same order, recharge or withdrawal impossible even if application code slipped.
 * users.balance_cents >= 0 is a CHECK added by migration 0002 (users.ts belongs to the accounts area).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    type: integer('type').notNull(),
    /** Signed: positive credits, negative debits. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    orderId: integer('order_id'),
    rechargeId: integer('recharge_id'),
    withdrawalId: integer('withdrawal_id'),
    refundId: integer('refund_id'),
    remark: text('remark').notNull().default(''),
    /** Issue #31 (migration 0021): a remark the server wrote, as BILL_REMARK_CODES; null = as typed. */
    remarkCode: text('remark_code').$type<BillRemarkCode>(),
    /** Issue #42: the double-entry transfer this movement is one leg of (money.ts). */
    transferId: integer('transfer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_user_idx').on(t.userId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
    uniqueIndex('ledger_entries_order_uq').on(t.orderId, t.type).where(sql`${t.orderId} IS NOT NULL`),
    uniqueIndex('ledger_entries_recharge_uq').on(t.rechargeId).where(sql`${t.rechargeId} IS NOT NULL`),
    uniqueIndex('ledger_entries_withdrawal_uq')
      .on(t.withdrawalId, t.type)
      .where(sql`${t.withdrawalId} IS NOT NULL`),
    check('ledger_entries_amount_ck', sql`${t.amountCents} <> 0 AND ${t.balanceAfterCents} >= 0`),
  ],
)
