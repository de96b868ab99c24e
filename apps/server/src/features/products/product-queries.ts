import type { ProductDetail, ReviewSummary } from '@crossmart/api-client'
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { productImages, productSkus, products, reviews, shops, users } from '../../db/schema'
import { notFound } from '../../http/refusal-error'
import { FALLBACK_LANGUAGE, type ServerLanguage } from '../../i18n/languages'
import { publicName } from '../../security/public-name'
import { localizeProduct } from '../catalog/product-language'
import { favourableRate, listProducts, onSale, toShopSummary } from '../catalog/product-queries'

/**
 * A product page as stored (seen count as last flushed), or null when there is no such product;
 * name, description and options in `lang` (product-language.ts). SKU values are translated with
 * the same dictionary as the option groups, so the options sheet still matches a SKU by its values.
 */
export async function loadProductDetail(
  db: Executor,
  id: number,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
): Promise<Omit<ProductDetail, 'favourited'> | null> {
  const [row] = await db
    .select({ product: products, shop: shops })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(products.id, id), onSale()))
    .limit(1)
  if (!row) return null
  const [skus, images] = await Promise.all([
    db.select().from(productSkus).where(eq(productSkus.productId, id)).orderBy(asc(productSkus.id)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, id))
      .orderBy(asc(productImages.sortOrder)),
  ])
  const { product, shop } = row
  const text = localizeProduct(product, lang)
  return {
    id: product.id,
    name: text.name,
    images: images.length ? images.map((i) => i.url) : [product.cover],
    priceCents: product.priceCents,
    stock: product.stock,
    sales: product.sales,
    seen: product.seenCount,
    description: text.description,
    categoryId: product.categoryId,
    specs: text.specs,
    skus: skus.map((s) => ({
      id: s.id,
      specValues: s.values.map(text.option),
      priceCents: s.priceCents,
      stock: s.stock,
      image: s.image,
    })),
    shop: toShopSummary(shop),
    reviewCount: product.reviewCount,
    favourableRate: favourableRate(product.goodReviewCount, product.reviewCount),
  }
}

/** Reviews that show a picture (issue #46: the "with photos" filter). */
const hasPictures = sql`jsonb_array_length(${reviews.pictures}) > 0`

/**
 * A product's reviews, newest first, with the reviewer's name and avatar; `withPictures` keeps only
 * those with a picture (the total counts the same ones).
 */
export async function listProductReviews(
  db: Executor,
  productId: number,
  query: { page: number; limit: number; withPictures?: boolean | undefined },
) {
  const { page, limit } = query
  const where: SQL = query.withPictures
    ? and(eq(reviews.productId, productId), hasPictures)!
    : eq(reviews.productId, productId)
  const [rows, totals] = await Promise.all([
    db
      .select({ review: reviews, userName: users.nickname, account: users.account, avatar: users.avatar })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(reviews).where(where),
  ])
  return {
    list: rows.map(({ review, userName, account, avatar }) => ({
      id: review.id,
      // A nickname equal to the login name would publish it (server README "Security").
      userName: publicName(userName, account),
      avatar,
      productScore: review.productScore,
      serviceScore: review.serviceScore,
      postageScore: review.postageScore,
      content: review.content,
      pictures: review.pictures,
      spec: review.spec,
      createdAt: review.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    page,
    limit,
  }
}

/**
 * Issue #46: the product page's rating line: the mean product score to one decimal (0 with no
 * review), the review count and how many show a picture; null when there is no such product.
 */
export async function loadReviewSummary(db: Executor, productId: number): Promise<ReviewSummary | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId))
  if (!product) return null
  const [row] = await db
    .select({
      count: count(),
      average: sql<string | null>`avg(${reviews.productScore})`,
      withPictures: sql<number>`count(*) filter (where ${hasPictures})`.mapWith(Number),
    })
    .from(reviews)
    .where(eq(reviews.productId, productId))
  const average = row?.average == null ? 0 : Math.round(Number(row.average) * 10) / 10
  return { average, count: row?.count ?? 0, withPictures: row?.withPictures ?? 0 }
}

/** Best sellers of the same category, without the product itself. */
export async function recommendProducts(
  db: Executor,
  productId: number,
  limit: number,
  lang: ServerLanguage = FALLBACK_LANGUAGE,
) {
  const [product] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    // A product off sale (issue #48: or of a suspended shop) has no page to recommend from.
    .where(and(eq(products.id, productId), onSale()))
    .limit(1)
  if (!product) throw notFound('product.notFound')
  const page = await listProducts(
    db,
    { categoryId: product.categoryId, excludeId: productId },
    'sales',
    { page: 1, limit },
    lang,
  )
  return { list: page.list }
}
