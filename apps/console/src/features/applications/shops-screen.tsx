import { type ConsoleShop, consoleShopSuspend, consoleShops } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Pager } from '../../components/pager'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'
import './applications.css'

const PAGE_SIZE = 20

/**
 * Issue #48 "Merchants join": every shop for the operator (name, owner, listed or hidden,
 * suspended), searched by name; suspend or reinstate with a reason (asked first, audited).
 */
export default function ShopsScreen() {
  const { t, i18n } = useMerchantStrings()
  const { api } = useServices()
  const id = useId()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [keyword, setKeyword] = useState('')
  const [query, setQuery] = useState('')
  const [page, setPage] = useState(1)
  const [acting, setActing] = useState<ConsoleShop | null>(null)
  const list = useRequest(
    () => api.call(consoleShops, { ...(query ? { keyword: query } : {}), page, limit: PAGE_SIZE }),
    `${query}:${page}`,
  )
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('merchants.shopsTitle')}</h1>
      <form
        className="row"
        aria-label={t('merchants.searchShops')}
        onSubmit={(event) => {
          event.preventDefault()
          setQuery(keyword.trim())
          setPage(1)
        }}
      >
        <label htmlFor={`${id}-keyword`} className="sr-only">
          {t('merchants.searchShops')}
        </label>
        <input
          id={`${id}-keyword`}
          type="search"
          placeholder={t('merchants.searchShops')}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit">{t('merchants.search')}</button>
      </form>
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t('merchants.shopsEmpty')} />}
      {list.data && list.data.list.length > 0 && (
        <table className="table table--cards" aria-label={t('merchants.shopsTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('merchants.shop')}</th>
              <th scope="col">{t('merchants.owner')}</th>
              <th scope="col">{t('merchants.state')}</th>
              <th scope="col">{t('merchants.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((shop) => (
              <tr key={shop.id}>
                <td data-label={t('merchants.shop')}>
                  <strong>{shop.name}</strong>
                  <div className="muted small">#{shop.id}</div>
                </td>
                <td data-label={t('merchants.owner')}>
                  {shop.ownerAccount === '' ? (
                    <span className="muted">{t('merchants.noOwner')}</span>
                  ) : (
                    <>
                      {shop.ownerName}
                      <div className="muted small">{shop.ownerAccount}</div>
                    </>
                  )}
                </td>
                <td data-label={t('merchants.state')}>
                  {shop.suspended ? (
                    <>
                      <strong className="field-error">{t('merchants.shopSuspended')}</strong>
                      <div className="small">
                        {shop.suspensionReason}
                        {shop.suspendedAt && ` · ${formatTime(shop.suspendedAt, locale)}`}
                      </div>
                    </>
                  ) : shop.listed ? (
                    t('merchants.shopListed', { count: shop.publishedCount })
                  ) : (
                    <span className="muted">{t('merchants.shopHidden')}</span>
                  )}
                </td>
                <td data-label={t('merchants.actions')} className="table__action">
                  <button
                    type="button"
                    className={shop.suspended ? undefined : 'danger'}
                    onClick={() => setActing(shop)}
                  >
                    {t(shop.suspended ? 'merchants.reinstate' : 'merchants.suspend', { name: shop.name })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
      {acting && (
        <SuspendForm
          shop={acting}
          onClose={() => setActing(null)}
          onDone={() => {
            setActing(null)
            list.reload()
          }}
        />
      )}
    </section>
  )
}

/** The reason, then the console's confirmation; the list is read again once done. */
function SuspendForm({ shop, onClose, onDone }: { shop: ConsoleShop; onClose(): void; onDone(): void }) {
  const { t } = useMerchantStrings()
  const toast = useToast()
  const id = useId()
  const suspend = !shop.suspended
  const [reason, setReason] = useState('')
  const [confirming, setConfirming] = useState(false)
  const { submit, pending, fields, error } = useSubmit(consoleShopSuspend)
  const [missing, setMissing] = useState(false)
  const decide = async () => {
    const done = await submit({ shopId: shop.id, suspend, reason })
    setConfirming(false)
    if (!done) return
    toast(t(suspend ? 'merchants.doneSuspend' : 'merchants.doneReinstate', { name: shop.name }))
    onDone()
  }
  return (
    <form
      className="card shop-suspend"
      aria-label={t(suspend ? 'merchants.suspend' : 'merchants.reinstate', { name: shop.name })}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (reason.trim() === '') {
          setMissing(true)
          return
        }
        setMissing(false)
        setConfirming(true)
      }}
    >
      <label htmlFor={`${id}-reason`}>
        {t(suspend ? 'merchants.suspendReason' : 'merchants.reinstateReason', { name: shop.name })}
      </label>
      <textarea
        id={`${id}-reason`}
        rows={2}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        aria-invalid={missing || Boolean(fields['reason'])}
        aria-describedby={`${id}-reason-error`}
      />
      <FieldError
        id={`${id}-reason-error`}
        text={missing ? t('validation.reasonRequired') : fields['reason']}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="button" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </button>
        <button type="submit" className={suspend ? 'danger' : 'primary'} disabled={pending}>
          {t(suspend ? 'merchants.suspend' : 'merchants.reinstate', { name: shop.name })}
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(suspend ? 'merchants.confirmSuspend' : 'merchants.confirmReinstate', { name: shop.name })}
          body={t(suspend ? 'merchants.confirmSuspendBody' : 'merchants.confirmReinstateBody')}
          confirmLabel={t(suspend ? 'merchants.suspend' : 'merchants.reinstate', { name: shop.name })}
          tone={suspend ? 'danger' : 'primary'}
          pending={pending}
          onConfirm={() => void decide()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </form>
  )
}
