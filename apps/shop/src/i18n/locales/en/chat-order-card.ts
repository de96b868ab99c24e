/** English: the order card in the chat (issue #44). */
export const strings = {
  label: '[Order]',
  /** The card's accessible name: what it shows, and that it opens the order. */
  card: 'Order {{sn}}: {{status}}, {{units}}, {{total}}',
  number: 'Order {{sn}}',
  units_one: '{{count}} item',
  units_other: '{{count}} items',
  status: {
    toPay: 'Waiting for payment',
    toShip: 'Paid, waiting to be shipped',
    toReceive: 'On its way',
    received: 'Received',
    completed: 'Completed',
    cancelled: 'Cancelled',
    afterSale: 'In after-sale',
  },
}
