import { text, timestamp } from 'drizzle-orm/pg-core'

// Column groups many tables repeat. Each helper builds exactly the column it replaces, so the schema
// (and drizzle-kit's generated SQL) stays the same.

/** Every instant is stored as timestamptz, so PGlite and PostgreSQL agree whatever the session time zone. */
export const timestamptz = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true })

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

/**
 * The trail of a record an operator audits (shop-spec §4: recharges, withdrawals, refunds): the
 * operator's remark, when it was submitted and when it was decided.
 */
export const auditTrail = () => ({
  auditRemark: text('audit_remark').notNull().default(''),
  createdAt: createdAt(),
  auditedAt: timestamptz('audited_at'),
})
