import type { BannerLinkType, HotKind, HotPinMode, ListingStatus } from '@crossmart/api-client'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'
import type { LocalizedText, ProductTranslations } from './localized'
import { cascadingUserId } from './users'

/** The ten categories of shop-spec §3; `slug` is the stable English key, names are per language. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  /** Issue #48: the operator may name a category in some languages only (category-names.ts falls back). */
  names: jsonb('names').$type<Partial<LocalizedText>>().notNull(),
  icon: text('icon').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Issue #42: the platform's commission on this category's goods, in basis points (500 = 5 %). */
  commissionBps: integer('commission_bps').notNull().default(500),
  /** Issue #48 (migration 0028): two levels; a parent is itself top-level (the server keeps it so). */
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  /** Hidden from the shop's category lists; its products stay reachable by link and search. */
  hidden: boolean('hidden').notNull().default(false),
  /** Set when the operator renames it: the shop then shows `names`, not its translation of the spec label. */
  namesEdited: boolean('names_edited').notNull().default(false),
})

/** Shops of the marketplace (shop-spec §3: store name, sales, followers, favourable rate, total sales). */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  /** Units sold across the shop's products. */
  sales: integer('sales').notNull().default(0),
  /** Money taken, integer cents. */
  totalSalesCents: bigint('total_sales_cents', { mode: 'number' }).notNull().default(0),
  followers: integer('followers').notNull().default(0),
  /** Issue #42: the operator's commission override for this shop (basis points); null = per category. */
  commissionBps: integer('commission_bps'),
  /** Issue #42: where the shop's payouts go, set by its owner; null until set. */
  payoutBankName: text('payout_bank_name'),
  payoutAccountName: text('payout_account_name'),
  payoutAccountNumber: text('payout_account_number'),
  /** Favourable rate = goodReviews / reviews; a review is good when its product score is 4 or 5. */
  reviewCount: integer('review_count').notNull().default(0),
  goodReviewCount: integer('good_review_count').notNull().default(0),
  createdAt: createdAt(),
  /** Issue #48: set while the operator has the shop suspended (gone from the shop side, no new orders). */
  suspendedAt: timestamptz('suspended_at'),
  suspensionReason: text('suspension_reason').notNull().default(''),
})

/** One group of options of a product, e.g. { name: 'Colour', values: ['Red', 'Blue'] }. */
export type SpecGroup = { name: string; values: string[] }

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Lowest SKU price, integer cents (what lists show and sort by). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    originalPriceCents: bigint('original_price_cents', { mode: 'number' }).notNull(),
    /** Sum of the SKUs' stock, kept in step by whoever changes a SKU's stock. */
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    seenCount: integer('seen_count').notNull().default(0),
    cover: text('cover').notNull().default(''),
    specs: jsonb('specs').$type<SpecGroup[]>().notNull().default([]),
    /** The product's text in other languages; `name`/`description`/`specs` are the original (product-language.ts). */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Lower-cased names in every language, so a search in any of them finds the product. */
    searchText: text('search_text').notNull().default(''),
    isHot: integer('is_hot').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    goodReviewCount: integer('good_review_count').notNull().default(0),
    /** Sum and number of the reviews' product scores (1-5), kept by a trigger on reviews (migration 0023). */
    ratingTotal: integer('rating_total').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Issue #48 (migration 0026): draft, published, unlisted or archived; shoppers see published ones only. */
    status: text('status').$type<ListingStatus>().notNull().default('published'),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId),
    index('products_shop_newest_idx').on(t.shopId, t.id),
    index('products_shop_status_idx').on(t.shopId, t.status, t.id),
    index('products_shop_category_idx').on(t.shopId, t.categoryId, t.id),
    index('products_category_idx').on(t.categoryId),
    index('products_sales_idx').on(t.sales),
    index('products_hot_idx').on(t.isHot, t.sales),
  ],
)

/** A sellable combination of spec values with its own price and stock. */
export const productSkus = pgTable(
  'product_skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Spec values in the order of the product's spec groups, e.g. ['Red', 'XL']. */
    values: jsonb('values').$type<string[]>().notNull(),
    /** Human label, e.g. 'Red / XL' (orders copy it). */
    label: text('label').notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Picture of this variant, when it differs from the product's cover. */
    image: text('image'),
  },
  (t) => [
    index('product_skus_product_idx').on(t.productId),
    uniqueIndex('product_skus_label_uq').on(t.productId, t.label),
  ],
)

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder)],
)

/** shop-spec §3 Review: product, service and postage scores, content, pictures. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: cascadingUserId(),
    /** Set by the orders feature; seeded reviews have none. */
    orderId: integer('order_id'),
    productScore: integer('product_score').notNull(),
    serviceScore: integer('service_score').notNull(),
    postageScore: integer('postage_score').notNull(),
    content: text('content').notNull(),
    /** The SKU label bought, e.g. 'Red / XL' ('' when unknown). */
    spec: text('spec').notNull().default(''),
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.createdAt), index('reviews_shop_idx').on(t.shopId)],
)

export const shopFollows = pgTable(
  'shop_follows',
  {
    userId: cascadingUserId(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.shopId] }),
    index('shop_follows_user_idx').on(t.userId, t.createdAt),
  ],
)

export const favourites = pgTable(
  'favourites',
  {
    userId: cascadingUserId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourites_user_idx').on(t.userId, t.createdAt),
  ],
)

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull().default(''),
  /** The sale text in other languages (fallback: en, then `title`). */
  titles: jsonb('titles').$type<Partial<LocalizedText>>().notNull().default({}),
  /** An in-app path, e.g. /detail/12 or /shop/3 (written from the typed link below on save). */
  link: text('link').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Issue #48 (migration 0028): what the banner opens, by type; the target must exist when saved. */
  linkType: text('link_type').$type<BannerLinkType>().notNull().default('search'),
  /** The product, shop or category id as text, or the search words. */
  linkTarget: text('link_target').notNull().default(''),
  /** Shown from / until (either optional); shoppers see enabled banners within it only. */
  startsAt: timestamptz('starts_at'),
  endsAt: timestamptz('ends_at'),
  enabled: boolean('enabled').notNull().default(true),
})

/**
 * Issue #48 (migration 0028): the operator's say in the computed hot lists: a pinned product or
 * shop comes first (earliest pinned first), a hidden one never shows.
 */
export const hotPins = pgTable(
  'hot_pins',
  {
    kind: text('kind').$type<HotKind>().notNull(),
    targetId: integer('target_id').notNull(),
    pin: text('pin').$type<HotPinMode>().notNull(),
    pinnedAt: timestamptz('pinned_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'hot_pins_pk', columns: [t.kind, t.targetId] })],
)

/**
 * Every word of the products' search texts and how many products hold it (migration 0023, kept by a
 * trigger on products): what a misspelt search word is compared with, and what "did you mean" names.
 */
export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  products: integer('products').notNull(),
})
