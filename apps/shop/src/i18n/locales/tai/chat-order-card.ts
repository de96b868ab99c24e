import type { strings as en } from '../en/chat-order-card'

/** Thai: the order card in the chat (issue #44), see ../en/chat-order-card.ts. */
export const strings: typeof en = {
  label: '[คำสั่งซื้อ]',
  /** The card's accessible name: what it shows, and that it opens the order. */
  card: 'คำสั่งซื้อ {{sn}}: {{status}}, {{units}}, {{total}}',
  number: 'คำสั่งซื้อ {{sn}}',
  units_one: '{{count}} ชิ้น',
  units_other: '{{count}} ชิ้น',
  status: {
    toPay: 'รอชำระเงิน',
    toShip: 'ชำระแล้ว รอจัดส่ง',
    toReceive: 'กำลังจัดส่ง',
    received: 'ได้รับแล้ว',
    completed: 'เสร็จสมบูรณ์',
    cancelled: 'ยกเลิกแล้ว',
    afterSale: 'อยู่ระหว่างบริการหลังการขาย',
  },
}
