import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core'
import { productSkus, products } from './catalog'
import { createdAt } from './columns'
import { cascadingUserId } from './users'

/**
 * One cart line per (user, product, SKU): adding the same SKU again merges into the line
 * (shop-spec §1 cart). `selected` marks the lines the next checkout takes.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** null only for a product that has no SKUs at all. */
    skuId: integer('sku_id').references(() => productSkus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_idx').on(t.userId, t.createdAt),
    // coalesce: a NULL SKU must still collide with another NULL SKU line of the same product.
    uniqueIndex('cart_items_line_uq').on(t.userId, t.productId, sql`coalesce(${t.skuId}, 0)`),
  ],
)
