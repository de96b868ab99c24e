import {
  type OrderDetail,
  PRODUCT_STATUS,
  type ProductStatus,
  REFUND_TYPE,
  type RefundType,
  refundApply,
  refundNeedsProof,
} from '@crossmart/api-client'
import { Button, Dialog, TextField } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { useServices } from '../../../lib/services'
import { useFormatters } from '../../../lib/use-formatters'
import { usePictureUploads } from '../hooks/use-picture-uploads'
import { actionsFor } from '../state/order-rules'
import {
  checkRefund,
  initialRefundValues,
  REFUND_REASONS,
  type RefundCheck,
  type RefundError,
  type RefundErrors,
  type RefundField,
  type RefundValues,
} from '../state/refund-form'
import { ChoiceChips } from './choice-chips'
import { OrderGate, OrderNotice } from './order-gate'
import { OrderItems } from './order-items'
import { PicturePicker } from './picture-picker'
import './orders.css'
import { CURRENCY_SYMBOL } from '../../../lib/format-price'
import { refundReasonKey } from '../../../lib/server-text'
import { useSubmit } from '../../../lib/use-submit'

/** The contract allows up to 9 proof pictures (api-client after-sale.ts). */
const MAX_PROOF = 9

export interface RefundScreenProps {
  orderId: number | undefined
  /** Route parameters: the order number shown while the order loads, the lines, the amount (cents). */
  productIds: number[] | undefined
  amountCents: number | undefined
}

/** shop-spec §2 /refund/{id?}/{sn?}/{product_ids?}/{amount?}: a refund request for an order. */
export function RefundScreen({ orderId, productIds, amountCents }: RefundScreenProps) {
  const { t } = useStrings('orders', 'validation')
  const title = t('title.refund')
  return (
    <OrderGate orderId={orderId} title={title}>
      {(data, reload) => {
        if (data === null) return <OrderNotice title={title} text={t('detail.noOrder')} orderId={undefined} />
        // shop-spec §4: once a request exists the screen says so (one per order, even after a refusal).
        if (data.refundStatus !== null)
          return <OrderNotice title={title} text={t('refund.alreadySubmitted')} orderId={data.id} />
        if (!actionsFor(data).includes('refund'))
          return <OrderNotice title={title} text={t('refund.notAllowed')} orderId={data.id} />
        return (
          <RefundForm
            key={data.id}
            order={data}
            productIds={productIds}
            amountCents={amountCents}
            onRefused={() => void reload()}
          />
        )
      }}
    </OrderGate>
  )
}

function RefundForm({
  order,
  productIds,
  amountCents,
  onRefused,
}: {
  order: OrderDetail
  productIds: number[] | undefined
  amountCents: number | undefined
  onRefused: () => void
}) {
  const { t } = useStrings('orders', 'validation')
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const format = useFormatters()
  // The amount offered is what the link says, never more than what was paid.
  const [values, setValues] = useState<RefundValues>(() =>
    initialRefundValues(Math.min(amountCents ?? order.totalCents, order.totalCents), order.status),
  )
  const [errors, setErrors] = useState<RefundErrors>({})
  const [confirming, setConfirming] = useState<{
    amountCents: number
    submit: () => Promise<unknown>
  } | null>(null)
  // The confirm dialog's callback is created before the first tap: the hook's guard (not a
  // rendered busy flag read from that closure) ignores a second tap while the request runs.
  const send = useSubmit(
    async (input: Extract<RefundCheck, { ok: true }>['input']) => {
      await api.call(refundApply, input)
      toast.success(t('toast.refundSubmitted'))
      setConfirming(null)
      await navigate({ to: '/orderInfo/{-$id}', params: { id: String(order.id) }, replace: true })
    },
    {
      onError: () => {
        // The failure toast (e.g. already submitted) was shown by the api client (shop-spec §8).
        setConfirming(null)
        onRefused()
      },
    },
  )
  const proof = usePictureUploads(MAX_PROOF)
  const set =
    <F extends keyof RefundValues>(field: F) =>
    (value: RefundValues[F]) =>
      setValues((old) => ({ ...old, [field]: value }))
  const errorText = (field: RefundField) => {
    const error: RefundError | undefined = errors[field]
    if (!error) return undefined
    if (error.key === 'amountTooLarge')
      return t('refund.amountTooLarge', { max: format.price(error.maxCents) })
    return t(messageI18nKey(error.key))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (proof.pending) {
      toast.show(t('upload.waitForUploads'))
      return
    }
    const checked = checkRefund(
      { ...values, proof: proof.urls },
      {
        orderId: order.id,
        paidCents: order.totalCents,
        productIds,
        reasonText: (reason) => t(refundReasonKey(reason)),
      },
    )
    if (!checked.ok) {
      setErrors(checked.errors)
      return
    }
    setErrors({})
    // shop-spec §4: a refund request asks for confirmation first.
    setConfirming({
      amountCents: checked.input.amountCents,
      submit: () => send.run(checked.input),
    })
  }

  return (
    <Page title={t('title.refund')}>
      <form className="form" onSubmit={submit} noValidate>
        <section className="order-section order-section--flat" aria-label={t('detail.items')}>
          <p className="muted small">{t('list.orderNo', { sn: order.orderSn })}</p>
          <OrderItems items={order.items} />
        </section>
        <ChoiceChips<RefundType>
          label={t('refund.type')}
          value={values.type}
          onChange={set('type')}
          options={[
            { value: REFUND_TYPE.refundOnly, label: t('refund.types.refundOnly') },
            { value: REFUND_TYPE.returnAndRefund, label: t('refund.types.returnAndRefund') },
          ]}
          error={errorText('type')}
        />
        <ChoiceChips<ProductStatus>
          label={t('refund.productStatus')}
          value={values.productStatus}
          onChange={set('productStatus')}
          options={[
            { value: PRODUCT_STATUS.notReceived, label: t('refund.productStatuses.notReceived') },
            { value: PRODUCT_STATUS.received, label: t('refund.productStatuses.received') },
          ]}
          error={errorText('productStatus')}
        />
        <TextField
          label={t('refund.amount')}
          value={values.amount}
          onChange={set('amount')}
          inputMode="decimal"
          prefix={CURRENCY_SYMBOL}
          hint={t('refund.maxHint', { max: format.price(order.totalCents) })}
          error={errorText('amount')}
        />
        <ChoiceChips
          label={t('refund.reason')}
          value={values.reason}
          onChange={set('reason')}
          options={REFUND_REASONS.map((reason) => ({ value: reason, label: t(refundReasonKey(reason)) }))}
          error={errorText('reason')}
        />
        <TextField
          label={t('refund.explanation')}
          value={values.explanation}
          onChange={set('explanation')}
          placeholder={t('refund.explanationPlaceholder')}
          rows={4}
          maxLength={2000}
          error={errorText('explanation')}
        />
        {/* Issue #46: a picture only where it proves the reason (damaged, wrong goods). */}
        <PicturePicker
          label={t('refund.proof')}
          uploads={proof}
          max={MAX_PROOF}
          error={errorText('proof')}
          optional={!refundNeedsProof(values.reason || undefined)}
        />
        <Button type="submit" block loading={send.busy} loadingText={t('refund.submitting')}>
          {t('refund.submit')}
        </Button>
      </form>
      <Dialog
        open={confirming !== null}
        title={t('refund.confirmTitle')}
        message={t('refund.confirmMessage', { amount: format.price(confirming?.amountCents ?? 0) })}
        confirmText={t('confirm.yes')}
        cancelText={t('confirm.keep')}
        confirmBusy={send.busy}
        onConfirm={() => void confirming?.submit()}
        onCancel={() => setConfirming(null)}
      />
    </Page>
  )
}
