import { Button, Dialog, LazyImage } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { type ReactNode, useState } from 'react'
import { Icon, type IconName } from '../../../components/icon'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { languageAtom } from '../../../lib/language/language-atoms'
import { useServices } from '../../../lib/services'
import { useUserInfo } from '../../../lib/session/use-session'
import { useFormatters } from '../../../lib/use-formatters'
import { useSubmit } from '../../../lib/use-submit'

interface MeLink {
  to: '/products' | '/popular' | '/explore' | '/language' | '/address' | '/changePayPwd'
  label: 'allProducts' | 'popular' | 'categories' | 'language' | 'addresses' | 'payCode'
  icon: IconName
}

/** The me page's link groups (shop-spec §2 routes). */
const LINKS: readonly { group: 'shopping' | 'settings'; items: readonly MeLink[] }[] = [
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
    ],
  },
]

/**
 * The personal centre (route /filter): the user, the balance, links, log out. `entries` are the
 * other features' sections for a signed-in user (messages, orders, wallet), composed by the route.
 */
export function MeScreen({ entries }: { entries?: ReactNode }) {
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
      {LINKS.map((group) => (
        <section key={group.group} className="section" aria-label={t(group.group)}>
          <h2 className="section__title">{t(group.group)}</h2>
          <ul className="link-list">
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
