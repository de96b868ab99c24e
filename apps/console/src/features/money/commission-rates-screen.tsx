import { consoleCommissionRates, type EndpointResponse } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Empty, Failed, Loading } from '../../components/states'
import { formatBps, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { CommissionRateForm } from './commission-rate-form'

type Rates = EndpointResponse<typeof consoleCommissionRates>

/**
 * Issue #42 commission: a rate per category and an optional override per shop, in percent on
 * screen and basis points on the wire. A change applies to orders paid from now on; orders already
 * paid keep the rate they were paid at (the server fixes it on the order).
 */
export function CommissionRatesScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const loaded = useRequest(() => api.call(consoleCommissionRates), 'rates')
  const [saved, setSaved] = useState<Rates | null>(null)
  const rates = saved ?? loaded.data
  const onSaved = (next: Rates) => {
    setSaved(next)
    toast(t('money.rateSaved'))
  }
  return (
    <section className="finance-section" aria-labelledby="rates-title">
      <h2 id="rates-title">{t('money.commissionRates')}</h2>
      <p className="muted small">{t('money.ratesHint')}</p>
      {loaded.status === 'error' && <Failed error={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !rates && <Loading />}
      {rates && (
        <>
          <h3>{t('money.perCategory')}</h3>
          {rates.categories.length === 0 ? (
            <Empty text={t('money.noCategories')} />
          ) : (
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('money.category')}</th>
                  <th scope="col">{t('money.currentRate')}</th>
                  <th scope="col">{t('money.newRate')}</th>
                </tr>
              </thead>
              <tbody>
                {rates.categories.map((category) => (
                  <tr key={category.id}>
                    <td data-label={t('money.category')}>{category.name}</td>
                    <td data-label={t('money.currentRate')}>{formatBps(category.commissionBps, locale)}</td>
                    <td data-label={t('money.newRate')}>
                      <CommissionRateForm
                        key={category.commissionBps}
                        target="category"
                        id={category.id}
                        name={category.name}
                        bps={category.commissionBps}
                        onSaved={onSaved}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>{t('money.shopOverrides')}</h3>
          {rates.shops.length === 0 ? (
            <Empty text={t('money.noShops')} />
          ) : (
            <table className="table table--cards">
              <thead>
                <tr>
                  <th scope="col">{t('money.shop')}</th>
                  <th scope="col">{t('money.currentRate')}</th>
                  <th scope="col">{t('money.newRate')}</th>
                </tr>
              </thead>
              <tbody>
                {rates.shops.map((shop) => (
                  <tr key={shop.id}>
                    <td data-label={t('money.shop')}>{shop.name}</td>
                    <td data-label={t('money.currentRate')}>
                      {shop.commissionBps === null
                        ? t('money.categoryRates')
                        : formatBps(shop.commissionBps, locale)}
                    </td>
                    <td data-label={t('money.newRate')}>
                      <CommissionRateForm
                        key={String(shop.commissionBps)}
                        target="shop"
                        id={shop.id}
                        name={shop.name}
                        bps={shop.commissionBps}
                        onSaved={onSaved}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
