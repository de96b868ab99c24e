import { BILL_TYPE_CODES, type BillType, walletBill } from '@crossmart/api-client'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { billRemarkKey } from '../../../lib/server-text'
import { useApi } from '../../../lib/services'
import { formatSignedPrice } from '../../../lib/signed-price'
import { useDateTime } from '../../../lib/use-date-time'
import { useFormatters } from '../../../lib/use-formatters'
import { usePagedList } from '../../../lib/use-paged-list'
import { WALLET_PAGE_LIMIT } from '../wallet-constants'
import { RecordList } from './record-list'
import './wallet.css'

const isBillType = (code: number): code is BillType => (BILL_TYPE_CODES as readonly number[]).includes(code)

/** /capitalRecord: the fund record (bill): every balance movement, signed, with its type and time. */
export function CapitalRecordScreen() {
  const { t } = useStrings('wallet')
  const api = useApi()
  const { price } = useFormatters()
  const time = useDateTime()
  const list = usePagedList((page) => api.call(walletBill, { page, limit: WALLET_PAGE_LIMIT }), [api])
  return (
    <Page title={t('title.capitalRecord')} scroll="child">
      <RecordList
        list={list}
        ariaLabel={t('title.capitalRecord')}
        emptyText={t('bill.empty')}
        renderItem={(entry) => {
          const credit = entry.amountCents > 0
          // A positive amount credits the balance, a negative one debits it (shown with its sign).
          const signed = formatSignedPrice(entry.amountCents)
          return (
            <article className="wallet-row">
              <div className="wallet-row__main">
                <span>{isBillType(entry.type) ? t(`bill.type.${entry.type}`) : String(entry.type)}</span>
                <time className="muted small" dateTime={entry.createdAt}>
                  {time(entry.createdAt)}
                </time>
                {entry.remarkCode ? (
                  <span className="muted small">{t(billRemarkKey(entry.remarkCode))}</span>
                ) : entry.remark ? (
                  <span className="muted small">{entry.remark}</span>
                ) : null}
              </div>
              <div className="wallet-row__side">
                <strong className={credit ? 'wallet-amount is-credit' : 'wallet-amount is-debit'}>
                  {signed}
                </strong>
                <span className="muted small">
                  {t('bill.balanceAfter', { amount: price(entry.balanceAfterCents) })}
                </span>
              </div>
            </article>
          )
        }}
      />
    </Page>
  )
}
