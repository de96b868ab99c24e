import { consoleReconciliation } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * Issue #42 "Checked, not trusted": the ledger's invariants belong on the status page too. One line
 * (all hold, or how many are off) and a link to the reconciliation panel that lists them.
 */
export function LedgerChecks({ refresh }: { refresh: number }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const checks = useRequest(() => api.call(consoleReconciliation), `ledger:${refresh}`)
  const list = checks.data?.checks
  const off = list?.filter((check) => !check.ok).length ?? 0
  return (
    <>
      <dt>{t('money.ledgerChecks')}</dt>
      <dd>
        {checks.status === 'error' && !list ? (
          <span className="money-owed">{t('money.checksFailed')}</span>
        ) : !list ? (
          t('common.loading')
        ) : (
          <span className={off === 0 ? 'money-ok' : 'money-owed'}>
            {off === 0
              ? t('money.allChecksOk', { count: list.length })
              : t('money.checksOff', { off, total: list.length })}
          </span>
        )}{' '}
        · <Link to="/money/reconciliation">{t('money.reconciliation')}</Link>
      </dd>
    </>
  )
}
