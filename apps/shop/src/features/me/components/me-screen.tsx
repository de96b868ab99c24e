import { Button, Dialog, LazyImage } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { type ReactNode, useState } from 'react'
import { Icon, type IconName } from '../../../components/icon'
import { MerchantLinkList } from '../../../components/merchant-link-list'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { languageAtom } from '../../../lib/language/language-atoms'
import { usePlatformInfo } from '../../../lib/platform-info'
import { useServices } from '../../../lib/services'
import { useUserInfo } from '../../../lib/session/use-session'
import { useFormatters } from '../../../lib/use-formatters'
import { useSubmit } from '../../../lib/use-submit'

interface MeLink {
  to:
    | '/products'
    | '/popular'
    | '/explore'
    | '/language'
    | '/address'
    | '/changePayPwd'
    | '/profile'
    | '/myFavourite'
    | '/heart'
    | '/security'
    | '/setting'
    | '/service'
    | '/helpAndSupport'
    | '/law'
    | '/platform'
  label:
    | 'allProducts'
    | 'popular'
    | 'categories'
    | 'language'
    | 'addresses'
    | 'payCode'
    | 'profile'
    | 'favourites'
    | 'heart'
    | 'security'
    | 'setting'
    | 'service'
    | 'help'
    | 'law'
    | 'platform'
  icon: IconName
}

type MeGroup = 'mine' | 'shopping' | 'settings' | 'support'

/** The me page's link groups (shop-spec §2 routes); `mine` is for a logged-in shopper. */
const LINKS: readonly { group: MeGroup; items: readonly MeLink[] }[] = [
  {
    group: 'mine',
    items: [
      { to: '/profile', label: 'profile', icon: 'user' },
      { to: '/myFavourite', label: 'favourites', icon: 'heart' },
      { to: '/heart', label: 'heart', icon: 'shop' },
      { to: '/security', label: 'security', icon: 'lock' },
    ],
  },
  {
    group: 'shopping',
    items: [
      { to: '/products', label: 'allProducts', icon: 'grid' },
      { to: '/popular', label: 'popular', icon: 'fire' },
      { to: '/explore', label: 'categories', icon: 'search' },
    ],
  },
  {
    group: 'settings',
    items: [
      { to: '/language', label: 'language', icon: 'globe' },
      { to: '/address', label: 'addresses', icon: 'shop' },
      { to: '/changePayPwd', label: 'payCode', icon: 'user' },
      { to: '/setting', label: 'setting', icon: 'gear' },
    ],
  },
  {
    group: 'support',
    items: [
      { to: '/service', label: 'service', icon: 'help' },
      { to: '/helpAndSupport', label: 'help', icon: 'help' },
      { to: '/law', label: 'law', icon: 'book' },
      { to: '/platform', label: 'platform', icon: 'info' },
    ],
  },
]

export interface MeScreenProps {
  /** Other features' sections for a signed-in user (messages, orders, wallet), composed by the route. */
  entries?: ReactNode
  /** The first row of the signed-in shopper's own links (notifications with the unread count). */
  mineFirst?: ReactNode
}

/** The personal centre (route /filter): the user, the balance, links, merchant links, log out. */
export function MeScreen({ entries, mineFirst }: MeScreenProps) {
  const { t } = useStrings('me')
  const { session, toast } = useServices()
  const navigate = useNavigate()
  const user = useUserInfo()
  const format = useFormatters()
  const language = useAtomValue(languageAtom)
  const [confirming, setConfirming] = useState(false)
  const logout = useSubmit(async () => {
    try {
      await session.logout()
    } catch {
      // shop-spec §4: logout clears the session even when the server call failed.
      session.clear()
    }
    setConfirming(false)
    toast.show(t('loggedOut'))
    await navigate({ to: '/login' })
  })

  return (
    <Page title={t('title.filter')} showBack={false}>
      <section className="me-card">
        <LazyImage src={user?.avatar ?? ''} alt="" width={56} height={56} className="me-card__avatar" />
        <div>
          <h2 className="me-card__name">{user?.nickname || user?.username || t('guest')}</h2>
          {user ? <p className="muted small">{user.username}</p> : null}
        </div>
        {user ? (
          <p className="me-card__balance">
            <span className="muted small">{t('balance')}</span>
            <span className="price">{format.price(user.balanceCents)}</span>
          </p>
        ) : null}
      </section>
      {user ? entries : null}
      {LINKS.filter((group) => user || group.group !== 'mine').map((group) => (
        <section key={group.group} className="section" aria-label={t(group.group)}>
          <h2 className="section__title">{t(group.group)}</h2>
          <ul className="link-list">
            {group.group === 'mine' && mineFirst ? <li>{mineFirst}</li> : null}
            {group.items.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className="link-row">
                  <Icon name={item.icon} size={20} />
                  <span>{t(item.label)}</span>
                  {item.to === '/language' ? (
                    <span className="muted small">{t(`languageScreen.names.${language}`)}</span>
                  ) : null}
                  <Icon name="chevron" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <MerchantLinks />
      {user ? (
        <div className="pad">
          <Button block variant="secondary" onClick={() => setConfirming(true)}>
            {t('logout')}
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirming}
        title={t('logout')}
        message={t('logoutConfirm')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmBusy={logout.busy}
        onConfirm={() => void logout.run()}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  )
}

/** shop-spec §1: the platform's merchant-entry/partnership and seller links (platform info, cached). */
function MerchantLinks() {
  const { t } = useStrings('me')
  const info = usePlatformInfo()
  if (info.status !== 'success') return null
  return (
    <section className="section" aria-label={t('merchants')}>
      <h2 className="section__title">{t('merchants')}</h2>
      <MerchantLinkList
        merchantEntryUrl={info.data.merchantEntryUrl}
        sellerUrl={info.data.sellerUrl}
        texts={{ merchantEntry: t('merchantEntry'), seller: t('seller') }}
      />
    </section>
  )
}
