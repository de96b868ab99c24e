import { API_CODE, ORDER_STATUS, type OrderStatus } from '@crossmart/api-client'
import { ORDER_STATES, type OrderState } from '../../db/schema/orders'
import { RefusalError } from '../../http/refusal-error'
import type { ServerMessageKey } from '../../i18n/server-messages'

export type { OrderState }

/**
 * shop-spec §4 status code shown for each lifecycle state. `shipped` and `delivered` are both
 * 2 "to receive": the state machine keeps the carrier's "delivered" apart (logistics), while the
 * app sees one code and may confirm receipt in either (README "Order transitions").
 */
export const ORDER_STATUS_OF: Readonly<Record<OrderState, OrderStatus>> = {
  awaiting_payment: ORDER_STATUS.toPay,
  paid: ORDER_STATUS.toShip,
  shipped: ORDER_STATUS.toReceive,
  delivered: ORDER_STATUS.toReceive,
  received: ORDER_STATUS.received,
  completed: ORDER_STATUS.completed,
  cancelled: ORDER_STATUS.cancelled,
  after_sale: ORDER_STATUS.afterSale,
}

/** The states listed under a status tab (shop-spec §4 order_list filter). */
export function statesForStatus(status: OrderStatus): OrderState[] {
  return ORDER_STATES.filter((state) => ORDER_STATUS_OF[state] === status)
}

export type OrderAction =
  | 'pay'
  | 'cancel'
  | 'ship'
  | 'track'
  | 'deliver'
  | 'confirm'
  | 'review'
  | 'requestRefund'
  | 'closeRefund'

export interface OrderTransition {
  /** Who may take the action: the shopper through the API, or the operator command. */
  actor: 'shopper' | 'operator'
  from: readonly OrderState[]
  /** `previous` = the state the order left when it entered after-sale. */
  to: OrderState | 'previous'
  /** The message a refusal carries (API_CODE.invalidTransition). */
  refusal: ServerMessageKey
}

/**
 * THE order transition table (README "Order transitions": enforced by one table). Every state change of an order goes through `nextOrderState`.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderAction, OrderTransition>> = {
  pay: { actor: 'shopper', from: ['awaiting_payment'], to: 'paid', refusal: 'order.cannotPay' },
  // Cancel only before shipping: stock returns, and the money too when it was paid.
  cancel: {
    actor: 'shopper',
    from: ['awaiting_payment', 'paid'],
    to: 'cancelled',
    refusal: 'order.cannotCancel',
  },
  ship: { actor: 'operator', from: ['paid'], to: 'shipped', refusal: 'order.cannotShip' },
  track: { actor: 'operator', from: ['shipped'], to: 'shipped', refusal: 'order.cannotTrack' },
  deliver: { actor: 'operator', from: ['shipped'], to: 'delivered', refusal: 'order.cannotDeliver' },
  // shop-spec §4: code 2 is "delivered (to receive)", i.e. sent by the merchant, so receipt can be
  // confirmed as soon as the order is shipped (issue #31); the carrier's "delivered" is not awaited.
  confirm: {
    actor: 'shopper',
    from: ['shipped', 'delivered'],
    to: 'received',
    refusal: 'order.cannotConfirm',
  },
  review: { actor: 'shopper', from: ['received'], to: 'completed', refusal: 'order.cannotReview' },
  // Refund only when paid (any state after payment, until a refund exists).
  requestRefund: {
    actor: 'shopper',
    from: ['paid', 'shipped', 'delivered', 'received', 'completed'],
    to: 'after_sale',
    refusal: 'order.cannotRefund',
  },
  // A refused refund puts the order back where it was; a completed refund leaves it in after-sale.
  closeRefund: { actor: 'operator', from: ['after_sale'], to: 'previous', refusal: 'refund.cannotAudit' },
}

/** The state after `action`, or the action's refusal as an RefusalError (API_CODE.invalidTransition). */
export function nextOrderState(
  state: OrderState,
  action: OrderAction,
  previous: OrderState | null = null,
): OrderState {
  const transition = ORDER_TRANSITIONS[action]
  if (!transition.from.includes(state)) {
    throw new RefusalError(transition.refusal, { apiCode: API_CODE.invalidTransition })
  }
  if (transition.to !== 'previous') return transition.to
  if (previous === null) throw new RefusalError(transition.refusal, { apiCode: API_CODE.invalidTransition })
  return previous
}
