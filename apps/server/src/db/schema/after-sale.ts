import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { orders } from './orders'
import { users } from './users'

/**
 * shop-spec §3 Refund. One per order (issue 7: a second request answers that one was already
 * submitted), enforced by the unique index. `status` is the contract's REFUND_STATUS code.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: integer('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    productStatus: integer('product_status').notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull(),
    proof: jsonb('proof').$type<string[]>().notNull(),
    status: integer('status').notNull(),
    auditRemark: text('audit_remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    auditedAt: timestamp('audited_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    certificate: text('certificate').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_user_idx').on(t.userId)],
)
