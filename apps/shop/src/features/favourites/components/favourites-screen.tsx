import { favouriteList, favouriteRemove } from '@crossmart/api-client'
import { Button, LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { PagedList } from '../../../components/paged-list'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { usePagedList } from '../../../lib/use-paged-list'
import { useSubmit } from '../../../lib/use-submit'
import '../../../components/account-lists.css'

/** Favourites per page (the contract's page size bounds). */
const PAGE_LIMIT = 20

/** /myFavourite: favourite products (infinite list, pull-to-refresh), each with remove. */
export function FavouritesScreen() {
  const { t } = useStrings('content')
  const { api, toast } = useServices()
  const format = useFormatters()
  const list = usePagedList((page) => api.call(favouriteList, { page, limit: PAGE_LIMIT }), [api])
  // A heart tapped on a product page while this page was kept alive shows here when it comes back.
  useOnReveal(list.refresh)
  const remove = useSubmit(async (productId: number) => {
    await api.call(favouriteRemove, { productId })
    list.update((items) => items.filter((item) => item.id !== productId))
    toast.success(t('favourites.removed'))
  })
  return (
    <Page title={t('title.myFavourite')} scroll="child">
      <PagedList
        list={list}
        getKey={(item) => item.id}
        skeleton={<ListRowsSkeleton rows={5} />}
        emptyText={t('favourites.empty')}
        ariaLabel={t('favourites.list')}
        className="row-list"
        renderItem={(item) => (
          <div className="row-item">
            <Link
              to="/detail/{-$product}/{-$mer}"
              params={{ product: String(item.id), mer: String(item.shopId) }}
              className="row-item__link"
            >
              <LazyImage
                src={item.image}
                alt=""
                width={64}
                height={64}
                sizes="64px"
                fit="cover"
                className="row-item__image"
              />
              <span className="row-item__text">
                <span className="row-item__title">{item.name}</span>
                <span className="muted small">{item.shopName}</span>
                <span className="price">{format.price(item.priceCents)}</span>
              </span>
            </Link>
            <Button
              size="small"
              variant="secondary"
              disabled={remove.busy}
              aria-label={t('favourites.removeNamed', { name: item.name })}
              onClick={() => void remove.run(item.id)}
            >
              {t('favourites.remove')}
            </Button>
          </div>
        )}
      />
    </Page>
  )
}
