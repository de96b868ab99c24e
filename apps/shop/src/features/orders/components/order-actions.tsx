import {
  cartAdd,
  type OrderDetail,
  type OrderSummary,
  orderCancel,
  orderConfirm,
} from '@crossmart/api-client'
import { Button, Dialog } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { paymentSearch } from '../../../lib/payment-orders'
import { useServices } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import { refundParams } from '../state/order-links'
import { actionsFor, type OrderAction } from '../state/order-rules'

type Confirming = 'cancel' | 'confirm' | null

export interface OrderActionsProps {
  order: OrderSummary
  /** After a cancel or a confirmed receipt, with the order as the server now has it. */
  onChanged: (order: OrderDetail) => void
  /** The list shows a "details" link too. */
  showDetail?: boolean
}

/**
 * The buttons an order's status allows (server ORDER_TRANSITIONS). Cancel and confirm receipt ask
 * first (shop-spec §4 order actions); the others open their screens.
 */
export function OrderActions({ order, onChanged, showDetail = false }: OrderActionsProps) {
  const { t } = useStrings('orders')
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<Confirming>(null)
  // Issue #31: right after a confirmed receipt the review is offered ("Review now"), before the
  // order changes under the buttons (in a tab list it leaves "To receive" and this card unmounts).
  const [reviewOffer, setReviewOffer] = useState<OrderDetail | null>(null)
  const actions = actionsFor(order)

  // "Buy again": the order's items, same SKU and quantity, into the cart, then the cart to check
  // out (stock and price are the cart's, checked again there).
  const buyAgain = useSubmit(async () => {
    for (const item of order.items) {
      await api.call(cartAdd, {
        productId: item.productId,
        ...(item.skuId !== null ? { skuId: item.skuId } : {}),
        quantity: item.quantity,
      })
    }
    void navigate({ to: '/bag' })
  })

  const { busy, run } = useSubmit(
    async (kind: 'cancel' | 'confirm') => {
      const updated = await api.call(kind === 'cancel' ? orderCancel : orderConfirm, { id: order.id })
      setConfirming(null)
      if (kind === 'confirm' && actionsFor(updated).includes('review')) {
        setReviewOffer(updated)
        return
      }
      toast.success(t(kind === 'cancel' ? 'toast.cancelled' : 'toast.confirmed'))
      onChanged(updated)
    },
    // The failure toast with the server's msg was shown by the api client (shop-spec §8).
    { onError: () => setConfirming(null) },
  )

  const openReview = (orderId: number) => void navigate({ to: '/comment', search: { orderId } })

  // Either answer closes the offer and shows the received order (the list or detail stays mounted,
  // keep-alive, so it is current on return); "Review now" opens the form first.
  const closeReviewOffer = (review: boolean) => {
    if (!reviewOffer) return
    setReviewOffer(null)
    if (review) openReview(reviewOffer.id)
    onChanged(reviewOffer)
  }

  const open = (action: OrderAction) => {
    switch (action) {
      case 'cancel':
      case 'confirm':
        setConfirming(action)
        return
      case 'pay':
        void navigate({ to: '/payment', search: paymentSearch([order.id]) })
        return
      case 'refund':
        void navigate({ to: '/refund/{-$id}/{-$sn}/{-$product_ids}/{-$amount}', params: refundParams(order) })
        return
      case 'review':
        openReview(order.id)
        return
      case 'complaint':
        void navigate({ to: '/complaint/{-$id}', params: { id: String(order.id) } })
        return
      case 'buyAgain':
        void buyAgain.run()
        return
    }
  }

  if (actions.length === 0 && !showDetail) return null
  return (
    <div className="order-actions">
      {showDetail ? (
        <Button
          size="small"
          variant="secondary"
          onClick={() => void navigate({ to: '/orderInfo/{-$id}', params: { id: String(order.id) } })}
        >
          {t('actions.detail')}
        </Button>
      ) : null}
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={
            action === 'pay' || action === 'confirm' || action === 'buyAgain' ? 'primary' : 'secondary'
          }
          disabled={busy || buyAgain.busy}
          onClick={() => open(action)}
        >
          {t(`actions.${action}`)}
        </Button>
      ))}
      <Dialog
        open={confirming !== null}
        title={confirming === 'cancel' ? t('confirm.cancelTitle') : t('confirm.confirmTitle')}
        message={confirming === 'cancel' ? t('confirm.cancelMessage') : t('confirm.confirmMessage')}
        confirmText={t('confirm.yes')}
        cancelText={t('confirm.keep')}
        tone={confirming === 'cancel' ? 'danger' : 'default'}
        confirmBusy={busy}
        onConfirm={() => {
          if (confirming) void run(confirming)
        }}
        onCancel={() => setConfirming(null)}
      />
      <Dialog
        open={reviewOffer !== null}
        title={t('toast.confirmed')}
        message={t('confirm.reviewOffer')}
        confirmText={t('confirm.reviewNow')}
        cancelText={t('confirm.later')}
        onConfirm={() => closeReviewOffer(true)}
        onCancel={() => closeReviewOffer(false)}
      />
    </div>
  )
}
