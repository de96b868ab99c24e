import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'
import { users } from './users'

/** Help and support, legal and policy, and platform information, one row per language (shop-spec §1, §9). */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['help_support', 'law', 'platform'] }).notNull(),
    slug: text('slug').notNull(),
    lang: text('lang', { enum: ['en', 'zh', 'jp', 'kor', 'tai'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('content_pages_uq').on(t.kind, t.slug, t.lang)],
)

/** Files users uploaded; the bytes live in the upload storage under `key`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_uq').on(t.key)],
)

/** Bookkeeping of the demo seed, so a second start does not seed again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamptz('ran_at').notNull().defaultNow(),
})
