import type { strings as en } from '../en/chat-order-card'

/** Korean: the order card in the chat (issue #44), see ../en/chat-order-card.ts. */
export const strings: typeof en = {
  label: '[주문]',
  /** The card's accessible name: what it shows, and that it opens the order. */
  card: '주문 {{sn}}: {{status}}, {{units}}, {{total}}',
  number: '주문 {{sn}}',
  units_one: '{{count}}개',
  units_other: '{{count}}개',
  status: {
    toPay: '결제 대기',
    toShip: '결제 완료, 배송 대기',
    toReceive: '배송 중',
    received: '수령 완료',
    completed: '완료',
    cancelled: '취소됨',
    afterSale: 'A/S 진행 중',
  },
}
