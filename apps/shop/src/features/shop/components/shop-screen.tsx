import { API_CODE, ApiError, shopFollow, shopInfo, shopProducts, shopUnfollow } from '@crossmart/api-client'
import { Button, Empty, LazyImage } from '@crossmart/ui-kit'
import { useEffect } from 'react'
import { ErrorState } from '../../../components/error-state'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { NotFoundScreen } from '../../../components/not-found-screen'
import { Page } from '../../../components/page'
import { ShopHeaderSkeleton } from '../../../components/page-skeletons'
import { ProductList } from '../../../components/product-list'
import { useStrings } from '../../../i18n/use-strings'
import { useApi, useServices } from '../../../lib/services'
import { useRequireLogin } from '../../../lib/session/use-require-login'
import { useFormatters } from '../../../lib/use-formatters'
import { usePagedList } from '../../../lib/use-paged-list'
import { useRequest } from '../../../lib/use-request'
import { useSubmit } from '../../../lib/use-submit'

/** Shop page (shop-spec §2/§4): follow or unfollow, total sales, fans, favourable rate, its products. */
export function ShopScreen({ shopId }: { shopId: number | undefined }) {
  const { t } = useStrings('catalog')
  if (shopId === undefined) {
    return (
      <Page title={t('title.shop')}>
        <Empty description={t('shop.missing')} />
      </Page>
    )
  }
  return <ShopView shopId={shopId} />
}

function ShopView({ shopId }: { shopId: number }) {
  const { t } = useStrings('catalog')
  const api = useApi()
  const { toast, notifyError } = useServices()
  const format = useFormatters()
  const requireLogin = useRequireLogin()
  // Issue #46: a shop that does not exist is one not-found page, not two errors each with a Retry
  // that cannot help: both requests are quiet, and only a failure other than "not found" (network,
  // a 401's message, shop-spec §8) raises the toast; the product list shows its own failure.
  const info = useRequest(() => api.call(shopInfo, { id: shopId }, { quiet: true }), [api, shopId])
  const products = usePagedList(
    (page) => api.call(shopProducts, { id: shopId, page, limit: 10 }, { quiet: true }),
    [api, shopId],
  )
  const missing = info.status === 'error' && isNotFound(info.error)
  const failure = info.status === 'error' && !missing ? info.error : null
  useEffect(() => {
    if (failure !== null) notifyError(failure)
  }, [failure, notifyError])

  const follow = useSubmit(async (followed: boolean) => {
    const endpoint = followed ? shopUnfollow : shopFollow
    const result = await api.call(endpoint, { shopId })
    info.setData((shop) => ({ ...shop, followed: result.followed, followers: result.followers }))
    toast.success(t(result.followed ? 'shop.followed' : 'shop.unfollowed'))
    // A failure: the api client showed the toast (shop-spec §8).
  })

  const toggleFollow = () =>
    requireLogin(() => {
      if (info.status === 'success') void follow.run(info.data.followed)
    })

  const header =
    info.status === 'loading' ? (
      <ShopHeaderSkeleton />
    ) : info.status === 'error' ? (
      <ErrorState error={info.error} onRetry={() => void info.reload()} />
    ) : (
      <section className="shop-header" aria-labelledby="shop-name">
        {info.data.banner ? (
          // The shop page's largest paint (issue #26): high priority, as the server's preload asks.
          <LazyImage
            src={info.data.banner}
            alt=""
            aspectRatio={3.4}
            sizes={FULL_WIDTH_SIZES}
            priority
            className="shop-header__banner"
          />
        ) : null}
        <div className="shop-header__main">
          <LazyImage
            src={info.data.logo}
            alt=""
            width={56}
            height={56}
            sizes="56px"
            className="shop-header__logo"
            lazy={false}
          />
          <div className="shop-header__title">
            <h2 id="shop-name">{info.data.name}</h2>
            {info.data.description ? <p className="muted small">{info.data.description}</p> : null}
          </div>
          <Button
            variant={info.data.followed ? 'secondary' : 'primary'}
            size="small"
            loading={follow.busy}
            onClick={toggleFollow}
            aria-pressed={info.data.followed}
          >
            {info.data.followed ? t('shop.unfollow') : t('shop.follow')}
          </Button>
        </div>
        <dl className="stats">
          <div>
            <dt>{t('shop.totalSales')}</dt>
            <dd>{format.price(info.data.totalSalesCents)}</dd>
          </div>
          <div>
            <dt>{t('shop.fans')}</dt>
            <dd>{format.count(info.data.followers)}</dd>
          </div>
          <div>
            <dt>{t('shop.favourableRate')}</dt>
            <dd>{Math.round(info.data.favourableRate)}%</dd>
          </div>
        </dl>
      </section>
    )

  if (missing) return <NotFoundScreen description={t('shop.notFound')} />

  return (
    <Page title={info.status === 'success' ? info.data.name : t('title.shop')} scroll="child">
      <ProductList
        list={products}
        ariaLabel={t('shop.products')}
        emptyText={t('shop.noProducts')}
        onRefresh={() => Promise.all([info.reload(), products.refresh()])}
        header={
          <>
            {header}
            <h2 className="section__title pad-x section__head">{t('shop.products')}</h2>
          </>
        }
      />
    </Page>
  )
}

/** shop-spec §8: the server's "not found" envelope code (API_CODE.notFound). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_CODE.notFound
}
