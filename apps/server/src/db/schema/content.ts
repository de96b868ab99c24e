import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
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
    /**
     * When a request field first referenced it (avatar, proof, pictures, certificate, evidence, a
     * chat image): until then it is unused, and the cleanup sweep deletes it after the grace period
     * (features/uploads/upload-cleanup.ts).
     */
    usedAt: timestamptz('used_at'),
    /** The client address it came from: the per-address daily byte budget (issue #32, README "Uploads"). */
    clientIp: text('client_ip'),
  },
  (t) => [
    uniqueIndex('uploads_key_uq').on(t.key),
    index('uploads_user_idx').on(t.userId),
    index('uploads_client_ip_idx').on(t.clientIp, t.createdAt),
    index('uploads_unused_idx').on(t.createdAt).where(sql`${t.usedAt} is null`),
  ],
)

/** Bookkeeping of the demo seed, so a second start does not seed again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamptz('ran_at').notNull().defaultNow(),
})
