import type { strings as en } from '../en/chat-order-card'

/** Japanese: the order card in the chat (issue #44), see ../en/chat-order-card.ts. */
export const strings: typeof en = {
  label: '[注文]',
  /** The card's accessible name: what it shows, and that it opens the order. */
  card: '注文 {{sn}}：{{status}}、{{units}}、{{total}}',
  number: '注文 {{sn}}',
  units_one: '{{count}} 点',
  units_other: '{{count}} 点',
  status: {
    toPay: '支払い待ち',
    toShip: '支払い済み・発送待ち',
    toReceive: '配送中',
    received: '受け取り済み',
    completed: '完了',
    cancelled: 'キャンセル済み',
    afterSale: 'アフターサービス中',
  },
}
