/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `notifications`, the notification centre (/notification); `templates` renders the server's template keys (api-client NOTIFICATION_TEMPLATE_KEYS), amounts formatted by the app.
 * Every other language has exactly these keys (`Strings<'notifications'>`, i18n/locales.test.ts).
 */
export const strings = {
  heading: 'Notifications',
  list: 'Notifications',
  empty: 'No notifications yet',
  markAllRead: 'Mark all read',
  allRead: 'All notifications marked read',
  unread: 'Unread',
  remark: 'Note: {{remark}}',
  templates: {
    orderPaid: {
      title: 'Order paid',
      body: 'Order {{orderSn}} was paid: {{amount}}.',
    },
    orderShipped: {
      title: 'Order shipped',
      body: 'Order {{orderSn}} was shipped by {{company}}, tracking number {{trackingNo}}.',
    },
    orderDelivered: {
      title: 'Order delivered',
      body: 'Order {{orderSn}} was delivered. Please confirm receipt.',
    },
    orderCompleted: {
      title: 'Order completed',
      body: 'Order {{orderSn}} is completed. Thank you!',
    },
    orderCancelled: {
      title: 'Order cancelled',
      body: 'Order {{orderSn}} was cancelled.',
    },
    orderAutoConfirmed: {
      title: 'Receipt confirmed',
      body: 'Order {{orderSn}} was confirmed as received automatically. You can still review it.',
    },
    refundApplied: {
      title: 'Refund requested',
      body: 'Your refund of {{amount}} for order {{orderSn}} is under review.',
    },
    refundAccepted: {
      title: 'Refund accepted',
      body: 'The refund of {{amount}} for order {{orderSn}} was accepted.',
    },
    refundRefused: {
      title: 'Refund refused',
      body: 'The refund of {{amount}} for order {{orderSn}} was refused.',
    },
    refundRefunded: {
      title: 'Refunded',
      body: '{{amount}} for order {{orderSn}} was refunded to your balance.',
    },
    rechargePassed: {
      title: 'Recharge approved',
      body: 'Your recharge of {{amount}} was approved and added to your balance.',
    },
    rechargeRefused: {
      title: 'Recharge refused',
      body: 'Your recharge of {{amount}} was refused.',
    },
    withdrawalPassed: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal of {{amount}} was approved.',
    },
    withdrawalRefused: {
      title: 'Withdrawal refused',
      body: 'Your withdrawal of {{amount}} was refused; the amount is back in your balance.',
    },
    platformAnnouncement: {
      title: '{{title}}',
      body: '{{body}}',
    },
  },
}
