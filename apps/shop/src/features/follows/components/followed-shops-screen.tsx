import { shopFollowList, shopUnfollow } from '@crossmart/api-client'
import { Button, LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { PagedList } from '../../../components/paged-list'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { usePagedList } from '../../../lib/use-paged-list'
import { useSubmit } from '../../../lib/use-submit'
import '../../../components/account-lists.css'

const PAGE_LIMIT = 20

/** /heart: the shops the shopper follows (shop-spec §4 Shops), each with unfollow and a link to it. */
export function FollowedShopsScreen() {
  const { t } = useStrings('content')
  const { api, toast } = useServices()
  const list = usePagedList((page) => api.call(shopFollowList, { page, limit: PAGE_LIMIT }), [api])
  // A follow made on a shop page while this page was kept alive shows when it comes back.
  useOnReveal(list.refresh)
  const unfollow = useSubmit(async (shopId: number) => {
    await api.call(shopUnfollow, { shopId })
    list.update((items) => items.filter((item) => item.id !== shopId))
    toast.success(t('heart.unfollowed'))
  })
  return (
    <Page title={t('title.heart')} scroll="child">
      <PagedList
        list={list}
        getKey={(item) => item.id}
        skeleton={<ListRowsSkeleton rows={5} />}
        emptyText={t('heart.empty')}
        ariaLabel={t('heart.list')}
        className="row-list"
        renderItem={(shop) => (
          <div className="row-item">
            <Link to="/shop/{-$id}" params={{ id: String(shop.id) }} className="row-item__link">
              <LazyImage
                src={shop.logo}
                alt=""
                width={48}
                height={48}
                sizes="48px"
                fit="cover"
                className="row-item__image"
              />
              <span className="row-item__text">
                <span className="row-item__title">{shop.name}</span>
                <span className="muted small">
                  {t('common.followers', { count: shop.followers })} ·{' '}
                  {t('common.favourableRate', { rate: Math.round(shop.favourableRate) })}
                </span>
              </span>
            </Link>
            <Button
              size="small"
              variant="secondary"
              disabled={unfollow.busy}
              aria-label={t('heart.unfollowNamed', { name: shop.name })}
              onClick={() => void unfollow.run(shop.id)}
            >
              {t('heart.unfollow')}
            </Button>
          </div>
        )}
      />
    </Page>
  )
}
