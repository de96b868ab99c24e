import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useRechargeSubmit } from '../hooks/use-recharge-submit'
import { manualRechargePayload } from '../state/wallet-rules'
import { RechargeForm } from './recharge-form'
import './wallet.css'

/** /cardTopUp: a manual (card) transfer: amount and payment evidence, then the audit (shop-spec §3/§5). */
export function CardTopUpScreen() {
  const { t } = useStrings('wallet', 'validation')
  const recharge = useRechargeSubmit()
  return (
    <Page title={t('title.cardTopUp')}>
      <RechargeForm recharge={recharge} payload={manualRechargePayload}>
        <p className="wallet-note">{t('recharge.cardNote')}</p>
      </RechargeForm>
    </Page>
  )
}
