import { type ConsoleOrder, consoleShip } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '../lib/toast'
import { useSubmit } from '../lib/use-submit'
import { OrderFacts } from './order-facts'
import { FieldError } from './states'

/**
 * Ship a paid order with carrier and tracking number (the shopper's timeline and notification follow),
 * with the order, its lines' variants and the address in view (issue #29); a toast says it shipped.
 */
export function ShipForm({
  order,
  onShipped,
}: {
  order: ConsoleOrder
  onShipped(order: ConsoleOrder): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [company, setCompany] = useState('')
  const [trackingNo, setTrackingNo] = useState('')
  const { submit, pending, fields, error } = useSubmit(consoleShip)
  const toast = useToast()
  return (
    <form
      className="inline-form"
      aria-label={t('orders.shipTitle', { sn: order.orderSn })}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const shipped = await submit({ orderId: order.id, company, trackingNo })
        if (!shipped) return
        toast(t('orderView.shipped_toast', { sn: shipped.orderSn, company, trackingNo }))
        onShipped(shipped)
      }}
    >
      <OrderFacts order={order} />
      <label htmlFor={`${id}-company`}>{t('orders.carrier')}</label>
      <input
        id={`${id}-company`}
        value={company}
        onChange={(e) => setCompany(e.target.value)}
        aria-invalid={Boolean(fields['company'])}
        aria-describedby={`${id}-company-error`}
      />
      <FieldError id={`${id}-company-error`} text={fields['company']} />
      <label htmlFor={`${id}-tracking`}>{t('orders.trackingNo')}</label>
      <input
        id={`${id}-tracking`}
        value={trackingNo}
        onChange={(e) => setTrackingNo(e.target.value)}
        aria-invalid={Boolean(fields['trackingNo'])}
        aria-describedby={`${id}-tracking-error`}
      />
      <FieldError id={`${id}-tracking-error`} text={fields['trackingNo']} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={pending}>
        {pending ? t('common.saving') : t('orders.ship')}
      </button>
    </form>
  )
}
