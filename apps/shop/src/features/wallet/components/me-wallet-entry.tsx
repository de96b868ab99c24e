import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import './me-wallet.css'

/**
 * The wallet block of the me page (/filter): top up and withdraw next to the balance the me card
 * shows, then the three records. Its strings are in the `me` namespace (loaded with /filter), so
 * the me page loads no wallet code or strings.
 */
export function MeWalletEntry() {
  const { t } = useStrings('me')
  const records = [
    { to: '/topUpRecord', label: t('wallet.topUpRecord') },
    { to: '/depositRecord', label: t('wallet.depositRecord') },
    { to: '/capitalRecord', label: t('wallet.capitalRecord') },
  ] as const
  return (
    <section className="section" aria-label={t('wallet.title')}>
      <h2 className="section__title">{t('wallet.title')}</h2>
      <div className="me-wallet__actions">
        <Link to="/topUp" className="me-wallet__action">
          {t('wallet.topUp')}
        </Link>
        <Link to="/withDraw" className="me-wallet__action">
          {t('wallet.withdraw')}
        </Link>
      </div>
      <ul className="link-list">
        {records.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="link-row">
              <span>{item.label}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
