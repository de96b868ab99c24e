import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useUserInfo } from '../../../lib/session/use-session'
import { useFormatters } from '../../../lib/use-formatters'
import { useReturnTarget } from '../hooks/use-return-target'
import { ReturnBar } from './return-bar'
import './wallet.css'

/** /topUp: the balance and the recharge ways (shop-spec §1: manual transfer or on-chain transfer). */
export function TopUpScreen() {
  const { t } = useStrings('wallet')
  const { session } = useServices()
  const user = useUserInfo()
  const { price } = useFormatters()
  // Issue #31: opened from a payment, the recharge ways keep the way back.
  const back = useReturnTarget()
  const search = back ? { back } : {}
  // A recharge passed or a withdrawal made since: the balance is read again each time the page is
  // shown (<Activity> runs the effects of a kept-alive page again on reveal).
  useEffect(() => {
    session.loadUserInfo().catch(() => {
      // The failure toast was shown; the last known balance stays.
    })
  }, [session])
  return (
    <Page title={t('title.topUp')}>
      <section className="wallet-balance" aria-label={t('balance')}>
        <span className="muted small">{t('balance')}</span>
        <strong className="wallet-balance__amount">{user ? price(user.balanceCents) : '—'}</strong>
      </section>
      <ReturnBar />
      <section className="section" aria-label={t('entry.choose')}>
        <h2 className="section__title">{t('entry.choose')}</h2>
        <ul className="link-list">
          <li>
            <Link to="/walletTopUp" search={search} className="link-row">
              <Icon name="globe" size={20} />
              <span className="wallet-way">
                <span>{t('entry.onChain')}</span>
                <span className="muted small">{t('entry.onChainHint')}</span>
              </span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
          <li>
            <Link to="/cardTopUp" search={search} className="link-row">
              <Icon name="grid" size={20} />
              <span className="wallet-way">
                <span>{t('entry.card')}</span>
                <span className="muted small">{t('entry.cardHint')}</span>
              </span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
          <li>
            <Link to="/topUpRecord" className="link-row">
              <Icon name="fire" size={20} />
              <span className="wallet-way">{t('entry.record')}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        </ul>
      </section>
    </Page>
  )
}
