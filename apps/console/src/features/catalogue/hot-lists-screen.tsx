import {
  consoleHotLists,
  consoleHotPin,
  type EndpointResponse,
  type HotEntry,
  type HotKind,
  type HotPinMode,
} from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty, Failed, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'

type Lists = EndpointResponse<typeof consoleHotLists>

function HotTable({
  kind,
  entries,
  busy,
  onPin,
}: {
  kind: HotKind
  entries: readonly HotEntry[]
  busy: boolean
  onPin(entry: HotEntry, pin: HotPinMode | null): void
}) {
  const { t } = useTranslation()
  if (entries.length === 0) return <Empty text={t('catalogue.noHot')} />
  return (
    <table className="table table--cards">
      <thead>
        <tr>
          <th scope="col">{t('catalogue.name')}</th>
          {kind === 'product' && <th scope="col">{t('catalogue.shop')}</th>}
          <th scope="col">{t('catalogue.sales')}</th>
          <th scope="col">{t('catalogue.pinState')}</th>
          <th scope="col">{t('catalogue.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id} className={entry.pin === 'hidden' ? 'muted' : undefined}>
            <td data-label={t('catalogue.name')}>
              {entry.image && (
                <img src={entry.image} alt="" width={32} height={32} className="catalogue-row__icon" />
              )}{' '}
              {entry.name} <span className="muted small">#{entry.id}</span>
            </td>
            {kind === 'product' && <td data-label={t('catalogue.shop')}>{entry.shopName}</td>}
            <td data-label={t('catalogue.sales')}>{entry.sales}</td>
            <td data-label={t('catalogue.pinState')}>{t(`catalogue.pin_${entry.pin ?? 'none'}`)}</td>
            <td data-label={t('catalogue.actions')}>
              <span className="row">
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={entry.pin === 'pinned'}
                  onClick={() => onPin(entry, entry.pin === 'pinned' ? null : 'pinned')}
                >
                  {t(entry.pin === 'pinned' ? 'catalogue.unpin' : 'catalogue.pin', { name: entry.name })}
                </button>
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={entry.pin === 'hidden'}
                  onClick={() => onPin(entry, entry.pin === 'hidden' ? null : 'hidden')}
                >
                  {t(entry.pin === 'hidden' ? 'catalogue.showHot' : 'catalogue.hideHot', {
                    name: entry.name,
                  })}
                </button>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * Issue #48: the home's hot products and hot shops as computed (pinned first), then the hidden
 * ones; pin, unpin, hide and show each. A product that is not hot yet can be pinned by number.
 */
export function HotListsScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const id = useId()
  const loaded = useRequest(() => api.call(consoleHotLists), 'hot-lists')
  const [lists, setLists] = useState<Lists | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [productId, setProductId] = useState('')
  const shown = lists ?? loaded.data

  const pin = async (kind: HotKind, entryId: number, name: string, mode: HotPinMode | null) => {
    setBusy(true)
    setFailure(null)
    try {
      await api.call(consoleHotPin, { kind, id: entryId, pin: mode })
      setLists(await api.call(consoleHotLists))
      toast(
        t(
          mode === 'pinned'
            ? 'catalogue.pinned'
            : mode === 'hidden'
              ? 'catalogue.hiddenHot'
              : 'catalogue.reset',
          { name },
        ),
      )
    } catch (error) {
      setFailure(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }
  const pinById = (event: FormEvent) => {
    event.preventDefault()
    const n = Number(productId)
    if (!Number.isSafeInteger(n) || n <= 0) {
      setFailure(t('validation.idInvalid'))
      return
    }
    void pin('product', n, `#${n}`, 'pinned').then(() => setProductId(''))
  }

  return (
    <section className="finance-section" aria-labelledby="hot-title">
      <h2 id="hot-title">{t('catalogue.section.hot')}</h2>
      <p className="muted small">{t('catalogue.hotHint')}</p>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {loaded.status === 'error' && !shown && <Failed error={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !shown && <Loading />}
      {shown && (
        <>
          <h3>{t('catalogue.hotProducts')}</h3>
          <form className="row" onSubmit={pinById}>
            <label htmlFor={`${id}-pin`}>{t('catalogue.pinById')}</label>
            <input
              id={`${id}-pin`}
              inputMode="numeric"
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
            />
            <button type="submit" disabled={busy || productId.trim() === ''}>
              {t('catalogue.pinProduct')}
            </button>
          </form>
          <HotTable
            kind="product"
            entries={shown.products}
            busy={busy}
            onPin={(entry, mode) => void pin('product', entry.id, entry.name, mode)}
          />
          <h3>{t('catalogue.hotShops')}</h3>
          <HotTable
            kind="shop"
            entries={shown.shops}
            busy={busy}
            onPin={(entry, mode) => void pin('shop', entry.id, entry.name, mode)}
          />
        </>
      )}
    </section>
  )
}
