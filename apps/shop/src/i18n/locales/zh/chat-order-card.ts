import type { strings as en } from '../en/chat-order-card'

/** Chinese: the order card in the chat (issue #44), see ../en/chat-order-card.ts. */
export const strings: typeof en = {
  label: '[订单]',
  /** The card's accessible name: what it shows, and that it opens the order. */
  card: '订单 {{sn}}：{{status}}，{{units}}，{{total}}',
  number: '订单 {{sn}}',
  units_one: '{{count}} 件',
  units_other: '{{count}} 件',
  status: {
    toPay: '待付款',
    toShip: '已付款，待发货',
    toReceive: '运输中',
    received: '已收货',
    completed: '已完成',
    cancelled: '已取消',
    afterSale: '售后中',
  },
}
