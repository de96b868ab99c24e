import { walletBankDetails } from '@crossmart/api-client'
import { useStrings } from '../../../i18n/use-strings'
import { useApi, useServices } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'
import { type ClipboardHost, copyText } from '../state/copy-text'

/**
 * Issue #31: where a card top-up sends the money, the platform's bank account from the server (the
 * operator's PLATFORM_BANK_* settings), each value with a copy button as the on-chain address has.
 */
export function BankDetailsCard({ clipboard }: { clipboard: () => ClipboardHost }) {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { toast } = useServices()
  const bank = useRequest(() => api.call(walletBankDetails), [api])
  if (bank.status !== 'success') return null
  if (bank.data === null) return <p className="wallet-note">{t('recharge.bankNotSet')}</p>
  const copy = async (value: string) => {
    const result = await copyText(clipboard(), value)
    if (result === 'copied') toast.success(t('recharge.copied'))
    else toast.fail(t(result === 'insecure' ? 'recharge.copyInsecure' : 'recharge.copyFailed'))
  }
  const rows = [
    [t('recharge.bankName'), bank.data.bankName],
    [t('recharge.bankAccountName'), bank.data.accountName],
    [t('recharge.bankAccountNumber'), bank.data.accountNumber],
    ...(bank.data.swift ? [[t('recharge.bankSwift'), bank.data.swift]] : []),
  ] as const
  return (
    <section className="wallet-note" aria-label={t('recharge.bankTitle')}>
      <h2 className="section__title">{t('recharge.bankTitle')}</h2>
      <dl className="kv">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value}{' '}
              <button
                type="button"
                className="wallet-copy"
                aria-label={`${t('recharge.copy')} ${label}`}
                onClick={() => void copy(value)}
              >
                {t('recharge.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
