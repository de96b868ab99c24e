import { consoleShopBalance } from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, Loading } from '../../components/states'
import { DEFAULT_PERIOD_DAYS, lastDays } from '../../lib/period'
import { useServices } from '../../lib/services'
import { meAtom } from '../../lib/session'
import { useRequest } from '../../lib/use-request'
import { BalanceCards } from './balance-cards'
import { PayoutAccountForm } from './payout-account-form'
import { PayoutRequestForm } from './payout-request-form'
import { PayoutsList } from './payouts-list'
import { StatementPanel } from './statement-panel'

/**
 * Issue #42, the shop owner's money (server README "Money between accounts"): balance, statement
 * with its CSV, payouts, a payout request and the payout account. The route shows it to the
 * shop's owner only; the server checks the same on every call.
 */
export function FinanceScreen({ nowMs = Date.now() }: { nowMs?: number }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const me = useAtomValue(meAtom)
  const [payoutsVersion, setPayoutsVersion] = useState(0)
  const balance = useRequest(() => api.call(consoleShopBalance), 'balance')
  return (
    <section className="page finance" aria-labelledby="finance-title">
      <h1 id="finance-title">{t('finance.title')}</h1>
      {balance.status === 'error' && <Failed error={balance.error} onRetry={balance.reload} />}
      {balance.status === 'loading' && !balance.data && <Loading />}
      {balance.data && (
        <>
          <BalanceCards balance={balance.data} />
          <div className="finance__forms">
            <PayoutRequestForm
              balance={balance.data}
              onRequested={() => {
                balance.reload()
                setPayoutsVersion((n) => n + 1)
              }}
            />
            <PayoutAccountForm
              key={JSON.stringify(balance.data.payoutAccount)}
              account={balance.data.payoutAccount}
              onSaved={() => balance.reload()}
            />
          </div>
        </>
      )}
      <PayoutsList version={payoutsVersion} />
      <StatementPanel initialPeriod={lastDays(DEFAULT_PERIOD_DAYS, nowMs)} shopId={me?.shopId ?? null} />
    </section>
  )
}
