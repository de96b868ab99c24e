import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { complaints } from './after-sale'
import { createdAt, timestamptz } from './columns'
import { users } from './users'

/**
 * Server README "Console": who handles a customer-service conversation. One row per stored channel
 * (`mer_N_<uid>` or `platform_<uid>`); no row means unassigned. Closing deletes the row.
 */
export const conversationAssignments = pgTable(
  'conversation_assignments',
  {
    canonicalId: text('canonical_id').primaryKey(),
    /** `mer_<shopId>` or `platform`: the service the conversation belongs to. */
    serviceId: text('service_id').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedAt: timestamptz('assigned_at').notNull(),
  },
  (t) => [index('conversation_assignments_service_idx').on(t.serviceId, t.staffId)],
)

/** Saved answers of one service (shop or platform), inserted in the composer by their shortcut. */
export const quickReplies = pgTable(
  'quick_replies',
  {
    id: serial('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    shortcut: text('shortcut').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('quick_replies_shortcut_uq').on(t.serviceId, t.shortcut)],
)

/** Every console action: who did what to which record, when, and the record before and after. */
export const consoleAuditLog = pgTable(
  'console_audit_log',
  {
    id: serial('id').primaryKey(),
    /** null: the operator command line (no logged-in person). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('console_audit_log_created_idx').on(t.createdAt)],
)

/** An operator's resolution of a complaint (order or platform); at most one per complaint. */
export const complaintResolutions = pgTable('complaint_resolutions', {
  complaintId: integer('complaint_id')
    .primaryKey()
    .references(() => complaints.id, { onDelete: 'cascade' }),
  note: text('note').notNull(),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  resolvedAt: timestamptz('resolved_at').notNull(),
})
