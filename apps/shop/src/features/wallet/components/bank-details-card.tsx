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
  // The toast names what was copied (the account number, not "Address copied" as on-chain).
  const copy = async (label: string, value: string) => {
    const result = await copyText(clipboard(), value)
    if (result === 'copied') toast.success(t('recharge.copiedValue', { label }))
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
      {/* Label above, value and its copy button on one line: the value gets the whole width (in
          two columns "CrossMart Demo Ltd" was broken letter by letter at 390 px, issue #31). */}
      <dl className="wallet-bank">
        {rows.map(([label, value]) => (
          <div key={label} className="wallet-bank__row">
            <dt>{label}</dt>
            <dd>
              <span className="wallet-bank__value">{value}</span>
              <button
                type="button"
                className="wallet-copy"
                aria-label={`${t('recharge.copy')} ${label}`}
                onClick={() => void copy(label, value)}
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
