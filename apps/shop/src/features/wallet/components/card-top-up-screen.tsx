import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useRechargeSubmit } from '../hooks/use-recharge-submit'
import type { ClipboardHost } from '../state/copy-text'
import { manualRechargePayload } from '../state/wallet-rules'
import { BankDetailsCard } from './bank-details-card'
import { RechargeForm } from './recharge-form'
import { ReturnBar } from './return-bar'
import './wallet.css'

/** /cardTopUp: a manual (card) transfer: amount and payment evidence, then the audit (shop-spec §3/§5). */
function browserClipboard(): ClipboardHost {
  return typeof window === 'undefined'
    ? { isSecureContext: false }
    : { isSecureContext: window.isSecureContext, clipboard: navigator.clipboard }
}

export function CardTopUpScreen({ clipboard = browserClipboard }: { clipboard?: () => ClipboardHost }) {
  const { t } = useStrings('wallet', 'validation')
  const recharge = useRechargeSubmit()
  return (
    <Page title={t('title.cardTopUp')}>
      {/* Once submitted, the pending confirmation carries the way back itself (not twice). */}
      {recharge.pending ? null : <ReturnBar />}
      <RechargeForm recharge={recharge} payload={manualRechargePayload}>
        <BankDetailsCard clipboard={clipboard} />
        <p className="wallet-note">{t('recharge.cardNote')}</p>
      </RechargeForm>
    </Page>
  )
}
