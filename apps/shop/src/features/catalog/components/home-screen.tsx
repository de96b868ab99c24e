import { lazyIndexHotProduct, lazyIndexIndex } from '@crossmart/api-client'
import { Badge, LazyImage, Swiper } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import './banner-caption.css'
import { CategoryGrid } from '../../../components/category-grid'
import { ErrorState } from '../../../components/error-state'
import { FULL_WIDTH_SIZES } from '../../../components/image-sizes'
import { LanguageSwitcher } from '../../../components/language-switcher'
import { Page } from '../../../components/page'
import { ProductList } from '../../../components/product-list'
import { ShellIcon } from '../../../components/shell-icon'
import { ShopCard } from '../../../components/shop-card'
import { HomeSkeleton } from '../../../components/skeletons'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useApi } from '../../../lib/services'
import { unreadChatAtom, unreadNotificationsAtom } from '../../../lib/unread-badges/unread-badges-atom'
import { usePagedList } from '../../../lib/use-paged-list'
import { useRequest } from '../../../lib/use-request'

/**
 * Banner links are in-app paths or absolute URLs (contract: bannerSchema.link); issue #48: an
 * operator's banner opens a product, a shop, a category or a search, whose path may carry a query
 * (/search?keyword=...), so it is navigated to as an href.
 */
function isInAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//')
}

/** Home: search entry, banner, categories, hot shops, then hot products (infinite). */
export function HomeScreen() {
  const { t } = useTranslation()
  const api = useApi()
  const navigate = useNavigate()
  // The catalogue comes in the shopper's language: a switch on this page asks for it again (issue #31).
  const language = useAtomValue(languageAtom)
  // Issue #31: a failure shows on the page (its error state and retry), not as a toast too.
  const index = useRequest(() => api.call(lazyIndexIndex, undefined, { quiet: true }), [api, language])
  const hot = usePagedList(
    (page) => api.call(lazyIndexHotProduct, { page, limit: 10 }, { quiet: true }),
    [api, language],
  )

  const unreadChat = useAtomValue(unreadChatAtom)
  const unreadNotifications = useAtomValue(unreadNotificationsAtom)
  const unreadLabel = (count: number) => t('home.unread', { count })

  const header = (
    <header className="home-header">
      <span className="home-header__brand">{t('app.name')}</span>
      <Link to="/search" className="search-entry" aria-label={t('home.searchPlaceholder')}>
        <ShellIcon name="search" size={18} />
        <span>{t('home.searchPlaceholder')}</span>
      </Link>
      {/* Issue #31: the unread chats and notifications where a shopper starts, as on the Me tab. */}
      <Link
        to="/chatRoom/{-$merId}"
        params={{ merId: undefined }}
        className="home-header__icon"
        aria-label={t('home.chat')}
      >
        <ShellIcon name="chat" />
        <Badge content={unreadChat} label={unreadLabel(unreadChat)} />
      </Link>
      <Link to="/notification" className="home-header__icon" aria-label={t('home.notifications')}>
        <ShellIcon name="bell" />
        <Badge content={unreadNotifications} label={unreadLabel(unreadNotifications)} />
      </Link>
      <LanguageSwitcher />
    </header>
  )

  const top =
    index.status === 'loading' ? (
      <HomeSkeleton />
    ) : index.status === 'error' ? null : (
      <>
        {index.data.banners.length > 0 ? (
          <div className="pad-x">
            <Swiper
              label={t('home.banners')}
              slideLabel={(i, n) => t('common.slide', { index: i + 1, total: n })}
              dotLabel={(i) => t('common.dot', { index: i + 1 })}
              className="banner"
            >
              {index.data.banners.map((banner, slide) => (
                <button
                  key={banner.id}
                  type="button"
                  className="banner__slide"
                  aria-label={banner.title}
                  onClick={() => {
                    if (isInAppPath(banner.link)) void navigate({ href: banner.link })
                    else if (banner.link) window.open(banner.link, '_blank', 'noopener')
                  }}
                >
                  {/* The first banner is /home's largest paint (issue #26): fetched at high priority at once;
                      the others are not in the server's HTML (not native): they load once near the screen, so
                      they do not share the phone's first bandwidth with it. */}
                  <LazyImage
                    src={banner.image}
                    alt=""
                    aspectRatio={2.2}
                    sizes={FULL_WIDTH_SIZES}
                    native={slide === 0}
                    priority={slide === 0}
                  />
                  {/* Issue #31: the sale text is HTML in the shopper's language over the picture's calm left side
                      (not baked into pixels per language); the button's label already says it. */}
                  <span className="banner__caption" aria-hidden="true">
                    {banner.title}
                  </span>
                </button>
              ))}
            </Swiper>
          </div>
        ) : null}
        <section aria-labelledby="home-categories" className="section">
          <h2 id="home-categories" className="section__title">
            {t('home.categories')}
          </h2>
          <CategoryGrid categories={index.data.categories} />
        </section>
        <section aria-labelledby="home-shops" className="section">
          <h2 id="home-shops" className="section__title">
            {t('home.hotShops')}
          </h2>
          <ul className="shop-row">
            {index.data.hotMerchants.map((shop) => (
              <li key={shop.id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ul>
        </section>
      </>
    )

  // The hot products wait on their skeleton until the sections above them have answered: shown
  // earlier, they would be pushed down by the banner and categories arriving (a layout shift that
  // moves a card from under the shopper's finger, issue #26).
  const products: typeof hot =
    index.status === 'loading' && hot.phase === 'ready' ? { ...hot, phase: 'initial' } : hot

  // Issue #31: /home that could not load shows one error with one retry (for both requests), not
  // the sections' error and the product list's error one above the other.
  if (index.status === 'error') {
    return (
      <Page title={t('title.home')} header={header}>
        <ErrorState error={index.error} onRetry={() => void Promise.all([index.reload(), hot.refresh()])} />
      </Page>
    )
  }

  return (
    <Page title={t('title.home')} header={header} scroll="child">
      <ProductList
        list={products}
        ariaLabel={t('home.hotProducts')}
        onRefresh={() => Promise.all([index.reload(), hot.refresh()])}
        header={
          <>
            {top}
            <div className="section__head pad-x">
              <h2 className="section__title">{t('home.hotProducts')}</h2>
              <Link to="/popular" className="link small">
                {t('common.viewAll')}
              </Link>
            </div>
          </>
        }
      />
    </Page>
  )
}
