import { LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { ErrorState } from '../../../components/error-state'
import { Icon } from '../../../components/icon'
import { MerchantLinkList } from '../../../components/merchant-link-list'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { useStrings } from '../../../i18n/use-strings'
import { usePlatformInfo } from '../../../lib/platform-info'
import '../../../components/account-lists.css'

/**
 * /platform: the platform information (shop-spec §3: fetched once per app start and cached), the
 * merchant-entry/partnership and seller links (§1), help and legal pages.
 */
export function PlatformScreen() {
  const { t } = useStrings('content')
  const info = usePlatformInfo()
  return (
    <Page title={t('title.platform')}>
      {info.status === 'loading' ? (
        <ListRowsSkeleton rows={4} />
      ) : info.status === 'error' ? (
        <ErrorState error={info.error} onRetry={() => void info.reload()} />
      ) : (
        <>
          <section className="section platform-head" aria-label={t('platform.about')}>
            {info.data.logo ? (
              <LazyImage src={info.data.logo} alt="" width={64} height={64} className="row-item__image" />
            ) : null}
            <h2>{info.data.name}</h2>
            <p className="article">{info.data.about}</p>
          </section>
          <section className="section" aria-label={t('platform.merchants')}>
            <h2 className="section__title">{t('platform.merchants')}</h2>
            <MerchantLinkList
              merchantEntryUrl={info.data.merchantEntryUrl}
              sellerUrl={info.data.sellerUrl}
              texts={{ merchantEntry: t('platform.merchantEntry'), seller: t('platform.seller') }}
            />
          </section>
          <section className="section" aria-label={t('platform.contact')}>
            <h2 className="section__title">{t('platform.contact')}</h2>
            <ul className="link-list">
              <li>
                <a href={`mailto:${info.data.serviceEmail}`} className="link-row">
                  <span>{t('platform.serviceEmail')}</span>
                  <span className="muted small">{info.data.serviceEmail}</span>
                </a>
              </li>
              <li className="link-row">
                <span>{t('platform.currency')}</span>
                <span className="muted small">{info.data.currencySymbol}</span>
              </li>
              <li>
                <Link to="/helpAndSupport" className="link-row">
                  <Icon name="help" size={20} />
                  <span>{t('title.helpAndSupport')}</span>
                  <Icon name="chevron" size={16} />
                </Link>
              </li>
              <li>
                <Link to="/law" className="link-row">
                  <Icon name="book" size={20} />
                  <span>{t('title.law')}</span>
                  <Icon name="chevron" size={16} />
                </Link>
              </li>
            </ul>
          </section>
        </>
      )}
    </Page>
  )
}
