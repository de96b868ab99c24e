import { type ProductDetail, productDetail, productRecommend, productReviews } from '@crossmart/api-client'
import { and, asc, count, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { Executor } from '../../db/database'
import { favourites, productImages, productSkus, products, reviews, shops, users } from '../../db/schema'
import { notFound } from '../../http/api-error'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { publicName } from '../../security/public-name'
import { favourableRate, listProducts, toShopSummary } from '../catalog/product-queries'

type CachedDetail = { detail: Omit<ProductDetail, 'favourited'>; flushedAtLoad: number }

async function loadDetail(db: Executor, id: number): Promise<Omit<ProductDetail, 'favourited'> | null> {
  const [row] = await db
    .select({ product: products, shop: shops })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(products.id, id))
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
  return {
    id: product.id,
    name: product.name,
    images: images.length ? images.map((i) => i.url) : [product.cover],
    priceCents: product.priceCents,
    stock: product.stock,
    sales: product.sales,
    seen: product.seenCount,
    description: product.description,
    categoryId: product.categoryId,
    specs: product.specs,
    skus: skus.map((s) => ({
      id: s.id,
      specValues: s.values,
      priceCents: s.priceCents,
      stock: s.stock,
      image: s.image,
    })),
    shop: toShopSummary(shop),
    reviewCount: product.reviewCount,
    favourableRate: favourableRate(product.goodReviewCount, product.reviewCount),
  }
}

/** Product detail, reviews and recommendations (shop-spec §1; named in the contract). */
export function createProductRoutes({ db, auth, catalogCache, views }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(productDetail, async ({ input, viewer }) => {
    const cached = await catalogCache.get<CachedDetail | null>(`detail:${input.id}`, async () => {
      const flushedAtLoad = views.flushed(input.id)
      const detail = await loadDetail(db, input.id)
      return detail ? { detail, flushedAtLoad } : null
    })
    if (!cached) throw notFound('product.notFound')
    // shop-spec §3 seen count: every detail view counts; buffered writes (view-counter.ts).
    views.record(input.id)
    const session = await viewer()
    const favourited = session
      ? (
          await db
            .select({ productId: favourites.productId })
            .from(favourites)
            .where(and(eq(favourites.userId, session.userId), eq(favourites.productId, input.id)))
            .limit(1)
        ).length > 0
      : false
    // The database holds the flushed views; add the ones still buffered (view-counter.ts).
    const seen = cached.detail.seen + views.total(input.id) - cached.flushedAtLoad
    return { ...cached.detail, seen, favourited }
  })

  mount(productReviews, async ({ input }) => {
    const { productId, page, limit } = input
    return catalogCache.get(`reviews:${productId}:${page}:${limit}`, async () => {
      const [rows, totals] = await Promise.all([
        db
          .select({ review: reviews, userName: users.nickname, account: users.account, avatar: users.avatar })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db.select({ total: count() }).from(reviews).where(eq(reviews.productId, productId)),
      ])
      return {
        list: rows.map(({ review, userName, account, avatar }) => ({
          id: review.id,
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
    })
  })

  mount(productRecommend, async ({ input }) => {
    const { productId, limit } = input
    return catalogCache.get(`recommend:${productId}:${limit}`, async () => {
      const [product] = await db
        .select({ categoryId: products.categoryId })
        .from(products)
        .where(eq(products.id, productId))
        .limit(1)
      if (!product) throw notFound('product.notFound')
      const page = await listProducts(db, { categoryId: product.categoryId, excludeId: productId }, 'sales', {
        page: 1,
        limit,
      })
      return { list: page.list }
    })
  })

  return router
}
