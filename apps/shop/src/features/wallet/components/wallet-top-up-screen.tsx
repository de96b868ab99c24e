import { walletGetBlockchain } from '@crossmart/api-client'
import { Skeleton, TextField } from '@crossmart/ui-kit'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { useApi, useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import { useFieldErrorText } from '../hooks/use-field-error-text'
import { useRechargeSubmit } from '../hooks/use-recharge-submit'
import { type ClipboardHost, copyText } from '../state/copy-text'
import { onChainRechargePayload } from '../state/wallet-rules'
import { DepositAddressCard } from './deposit-address-card'
import { RechargeForm } from './recharge-form'
import { ReturnBar } from './return-bar'
import './wallet.css'

/** The browser's clipboard, if the page has one. */
function browserClipboard(): ClipboardHost {
  return typeof window === 'undefined'
    ? { isSecureContext: false }
    : { isSecureContext: window.isSecureContext, clipboard: navigator.clipboard }
}

/**
 * /walletTopUp: on-chain recharge (shop-spec §5): a network from the server's list (only those it
 * accepts; the refused ones are named in a note), the platform address for it (issue #46: the
 * operator's, whole, with copy and a QR code, marked when a demo one; "ask customer service" when
 * none is set), the transaction hash if the shopper has it, the amount and the payment evidence.
 */
export function WalletTopUpScreen({ clipboard = browserClipboard }: { clipboard?: () => ClipboardHost }) {
  const { t } = useStrings('wallet', 'validation')
  const api = useApi()
  const { toast } = useServices()
  const errorText = useFieldErrorText()
  const networks = useRequest(() => api.call(walletGetBlockchain), [api])
  const recharge = useRechargeSubmit()
  const [chosen, setChosen] = useState<string | null>(null)
  const [txHash, setTxHash] = useState('')

  const all = networks.status === 'success' ? networks.data.list : []
  const usable = all.filter((n) => n.supported)
  const refused = all.filter((n) => !n.supported).map((n) => n.network)
  // The first accepted network until the user picks one.
  const network = usable.find((n) => n.network === chosen) ?? usable[0]
  const address = network?.address ?? null

  const copy = async () => {
    if (!address) return
    const result = await copyText(clipboard(), address)
    if (result === 'copied') toast.success(t('recharge.copied'))
    else toast.fail(t(result === 'insecure' ? 'recharge.copyInsecure' : 'recharge.copyFailed'))
  }
  let body: React.ReactNode
  if (networks.status === 'loading') body = <FormSkeleton />
  else if (networks.status === 'error') body = <ErrorState error={networks.error} onRetry={networks.reload} />
  else
    body = (
      <RechargeForm
        recharge={recharge}
        payload={({ amount, evidence }) =>
          onChainRechargePayload({
            network: network?.network ?? '',
            address: address ?? '',
            amount,
            evidence,
            txHash,
          })
        }
        closed={
          network && address === null ? (
            <DepositAddressCard
              network={network.network}
              address={null}
              demo={network.demo}
              onCopy={() => {}}
            />
          ) : undefined
        }
        onReset={() => setTxHash('')}
      >
        <fieldset className="wallet-choice">
          <legend className="cm-field__label">{t('recharge.network')}</legend>
          {usable.length === 0 ? <p className="muted">{t('recharge.noNetworks')}</p> : null}
          <div className="chips">
            {usable.map((n) => (
              <button
                key={n.id}
                type="button"
                className={n.network === network?.network ? 'chip is-active' : 'chip'}
                aria-pressed={n.network === network?.network}
                onClick={() => {
                  setChosen(n.network)
                  recharge.clearError('network')
                  recharge.clearError('txHash')
                }}
              >
                {n.network} · {n.coin}
              </button>
            ))}
          </div>
          {recharge.errors.network ? (
            <p className="cm-field__error" role="alert">
              {errorText(recharge.errors.network)}
            </p>
          ) : null}
          {refused.length > 0 ? (
            <p className="muted small">{t('recharge.unsupported', { networks: refused.join(', ') })}</p>
          ) : null}
        </fieldset>
        {network && address !== null ? (
          <>
            <DepositAddressCard
              network={network.network}
              address={address}
              demo={network.demo}
              onCopy={() => void copy()}
            />
            {recharge.errors.address ? (
              <p className="cm-field__error" role="alert">
                {errorText(recharge.errors.address)}
              </p>
            ) : null}
            <TextField
              label={t('recharge.txHash')}
              value={txHash}
              onChange={(next) => {
                setTxHash(next)
                recharge.clearError('txHash')
              }}
              autoComplete="off"
              maxLength={128}
              hint={t(network.network === 'TRC20' ? 'recharge.txHashHintTron' : 'recharge.txHashHintEvm')}
              error={errorText(recharge.errors.txHash)}
            />
          </>
        ) : null}
      </RechargeForm>
    )

  return (
    <Page title={t('title.walletTopUp')}>
      {/* Once submitted, the pending confirmation carries the way back itself (not twice). */}
      {recharge.pending ? null : <ReturnBar />}
      {body}
    </Page>
  )
}

function FormSkeleton() {
  return (
    <div className="pad" aria-hidden="true">
      <Skeleton width="30%" height={16} className="gap-b" />
      <Skeleton height={36} radius={18} className="gap-b" />
      <Skeleton height={64} radius={8} className="gap-b" />
      <Skeleton height={64} radius={8} className="gap-b" />
      <Skeleton height={120} radius={8} className="gap-b" />
      <Skeleton height={44} radius={22} />
    </div>
  )
}
