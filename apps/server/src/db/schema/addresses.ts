import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { cascadingUserId } from './users'

/** Delivery addresses (shop-spec §3). At most one default per user, enforced by a partial unique index. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    area: text('area').notNull(),
    detail: text('detail').notNull(),
    tag: text('tag').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** Issue #31 (migration 0020): ISO 3166-1 region, state/province, postcode; '' on older rows. */
    country: text('country').notNull().default(''),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq').on(t.userId).where(sql`${t.isDefault}`),
  ],
)
