import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'
import { users } from './users'

/**
 * Issue #29 conversation labels (server README "Labels and message search"): defined per service
 * (`mer_<shopId>` or `platform`), a name unique ignoring case, and a colour of the console's palette.
 */
export const conversationLabels = pgTable(
  'conversation_labels',
  {
    id: serial('id').primaryKey(),
    serviceId: text('service_id').notNull(),
    name: text('name').notNull(),
    /** One of LABEL_COLOURS (packages/api-client console-labels.ts). */
    colour: text('colour').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [uniqueIndex('conversation_labels_name_uq').on(t.serviceId, sql`lower(${t.name})`)],
)

/** A label put on a conversation (the stored channel, `mer_N_<uid>` or `platform_<uid>`). */
export const conversationLabelLinks = pgTable(
  'conversation_label_links',
  {
    canonicalId: text('canonical_id').notNull(),
    labelId: integer('label_id')
      .notNull()
      .references(() => conversationLabels.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamptz('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.canonicalId, t.labelId] }),
    index('conversation_label_links_label_idx').on(t.labelId),
  ],
)
