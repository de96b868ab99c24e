import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { shops } from './catalog'
import { createdAt, timestamptz } from './columns'
import { users } from './users'

/**
 * Issue #48 "Merchants join" (server README "Merchants join"): a business's application to sell. The
 * applicant follows it by `reference` and a status token mailed to them (only its SHA-256 digest is
 * kept); the operator approves (the shop and its owner are created: `shop_id`), asks for changes
 * (the applicant resubmits through the same link) or refuses, each with a note.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    tokenHash: text('token_hash').notNull(),
    state: text('state', { enum: ['submitted', 'changes_requested', 'approved', 'refused'] })
      .notNull()
      .default('submitted'),
    businessName: text('business_name').notNull(),
    shopName: text('shop_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    country: text('country').notNull(),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull(),
    description: text('description').notNull(),
    logo: text('logo').notNull(),
    document: text('document').notNull(),
    language: text('language').notNull().default('en'),
    /** The operator's note of the last decision. */
    note: text('note').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    /** The client address it came from: applications per address per hour (like sign-ups). */
    submittedIp: text('submitted_ip').notNull(),
    createdAt: createdAt(),
    /** Last (re)submission: the queue's order. */
    submittedAt: timestamptz('submitted_at').notNull(),
  },
  (t) => [
    uniqueIndex('merchant_applications_reference_uq').on(t.reference),
    index('merchant_applications_state_idx').on(t.state, t.submittedAt),
    index('merchant_applications_ip_idx').on(t.submittedIp, t.createdAt),
  ],
)
