import { consoleReconciliation, type LedgerInvariant } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { Failed, Loading } from '../../components/states'
import { formatCents, formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * What a check's `difference` counts (contract console-finance.ts: cents, or offending rows): the
 * transfer and account checks count rows that break the rule, the totals checks are off in cents.
 */
const DIFFERENCE_UNIT: Record<LedgerInvariant, 'rows' | 'cents'> = {
  transfersBalance: 'rows',
  accountsMatchEntries: 'rows',
  insideEqualsInMinusOut: 'cents',
  escrowMatchesOrders: 'cents',
}

/** Issue #42 "Checked, not trusted": the ledger's invariants as the server checks them now. */
export function ReconciliationPanel() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const checks = useRequest(() => api.call(consoleReconciliation), 'reconciliation')
  const data = checks.data
  return (
    <section className="finance-section" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">{t('money.reconciliation')}</h2>
      {checks.status === 'error' && <Failed error={checks.error} onRetry={checks.reload} />}
      {checks.status === 'loading' && !data && <Loading />}
      {data && (
        <>
          <p className="muted small">{t('money.checkedAt', { time: formatTime(data.checkedAt, locale) })}</p>
          <ul className="checks">
            {data.checks.map((check) => (
              <li key={check.name} className={check.ok ? 'check check--ok' : 'check check--off'}>
                <span className="check__mark">{check.ok ? t('money.ok') : t('money.off')}</span>
                <span className="check__name">{t(`money.invariant.${check.name}`)}</span>
                {!check.ok && (
                  <span className="check__difference">
                    {DIFFERENCE_UNIT[check.name] === 'cents'
                      ? t('money.offByCents', { amount: formatCents(check.difference, locale) })
                      : t('money.offByRows', { count: check.difference })}
                  </span>
                )}
                {!check.ok && check.detail && <span className="muted small">{check.detail}</span>}
              </li>
            ))}
          </ul>
          <button type="button" disabled={checks.status === 'loading'} onClick={checks.reload}>
            {t('money.checkAgain')}
          </button>
        </>
      )}
    </section>
  )
}
