import type { RefundReasonCode } from '@crossmart/api-client'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { auditTrail, createdAt, timestamptz } from './columns'
import { orders } from './orders'
import { cascadingUserId } from './users'

/**
 * shop-spec §3 Refund. One per order (a second request answers that one was already
 * submitted), enforced by the unique index. `status` is the contract's REFUND_STATUS code.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: cascadingUserId(),
    type: integer('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    productStatus: integer('product_status').notNull(),
    reason: text('reason').notNull(),
    /** Issue #31 (migration 0021): which offered reason `reason` is; null = typed. */
    reasonCode: text('reason_code').$type<RefundReasonCode>(),
    explanation: text('explanation').notNull(),
    proof: jsonb('proof').$type<string[]>().notNull(),
    status: integer('status').notNull(),
    ...auditTrail(),
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('refunds_order_uq').on(t.orderId),
    index('refunds_user_idx').on(t.userId),
    check('refunds_amount_ck', sql`${t.amountCents} >= 0`),
  ],
)

/** shop-spec §3 Complaint: about an order (orderId set) or about the platform (orderId null). */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    certificate: text('certificate').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('complaints_user_idx').on(t.userId)],
)
