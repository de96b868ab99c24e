import {
  type ProductDetail,
  productDetail,
  productRecommend,
  productReviewSummary,
  productReviews,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { notFound } from '../../http/refusal-error'
import { isFavourited } from '../favourites/favourite-service'
import {
  listProductReviews,
  loadProductDetail,
  loadReviewSummary,
  recommendProducts,
} from './product-queries'

type CachedDetail = { detail: Omit<ProductDetail, 'favourited'>; flushedAtLoad: number }

/** Product detail, reviews and recommendations (shop-spec §1; named in the contract). */
export function createProductRoutes({ db, auth, catalogMisses, views }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(productDetail, async ({ input, viewer, lang, ip }) => {
    const cached = await catalogMisses.read<CachedDetail | null>(
      ip,
      `detail:${lang}:${input.id}`,
      async () => {
        const flushedAtLoad = views.flushed(input.id)
        const detail = await loadProductDetail(db, input.id, lang)
        return detail ? { detail, flushedAtLoad } : null
      },
    )
    if (!cached) throw notFound('product.notFound')
    // shop-spec §3 seen count: every detail view counts; buffered writes (view-counter.ts).
    views.record(input.id)
    const session = await viewer()
    const favourited = session ? await isFavourited(db, session.userId, input.id) : false
    // The database holds the flushed views; add the ones still buffered (view-counter.ts).
    const seen = cached.detail.seen + views.total(input.id) - cached.flushedAtLoad
    return { ...cached.detail, seen, favourited }
  })

  mount(productReviews, async ({ input, ip }) => {
    const { productId, page, limit, withPictures = false } = input
    return catalogMisses.read(ip, `reviews:${productId}:${page}:${limit}:${withPictures}`, () =>
      listProductReviews(db, productId, { page, limit, withPictures }),
    )
  })

  mount(productReviewSummary, async ({ input, ip }) => {
    const summary = await catalogMisses.read(ip, `review-summary:${input.productId}`, () =>
      loadReviewSummary(db, input.productId),
    )
    if (!summary) throw notFound('product.notFound')
    return summary
  })

  mount(productRecommend, async ({ input, lang, ip }) => {
    const { productId, limit } = input
    return catalogMisses.read(ip, `recommend:${lang}:${productId}:${limit}`, () =>
      recommendProducts(db, productId, limit, lang),
    )
  })

  return router
}
