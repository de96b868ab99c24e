import type { Strings } from '../../namespaces'

/** Chinese: namespace `notifications` (see ../en/notifications.ts). */
export const strings: Strings<'notifications'> = {
  heading: '通知',
  list: '通知列表',
  empty: '暂无通知',
  markAllRead: '全部已读',
  allRead: '已全部标为已读',
  unread: '未读',
  remark: '备注：{{remark}}',
  templates: {
    orderPaid: {
      title: '订单已支付',
      body: '订单 {{orderSn}} 已支付 {{amount}}。',
    },
    orderShipped: {
      title: '订单已发货',
      body: '订单 {{orderSn}} 已由 {{company}} 发货，运单号 {{trackingNo}}。',
    },
    orderDelivered: {
      title: '订单已送达',
      body: '订单 {{orderSn}} 已送达，请确认收货。',
    },
    orderCompleted: {
      title: '订单已完成',
      body: '订单 {{orderSn}} 已完成，感谢购买！',
    },
    orderCancelled: {
      title: '订单已取消',
      body: '订单 {{orderSn}} 已取消。',
    },
    orderAutoConfirmed: {
      title: '已自动确认收货',
      body: '订单 {{orderSn}} 已自动确认收货，您仍可评价。',
    },
    refundApplied: {
      title: '已申请退款',
      body: '订单 {{orderSn}} 的退款 {{amount}} 正在审核中。',
    },
    refundAccepted: {
      title: '退款已同意',
      body: '订单 {{orderSn}} 的退款 {{amount}} 已同意。',
    },
    refundRefused: {
      title: '退款被拒绝',
      body: '订单 {{orderSn}} 的退款 {{amount}} 被拒绝。',
    },
    refundRefunded: {
      title: '已退款',
      body: '订单 {{orderSn}} 的 {{amount}} 已退回余额。',
    },
    rechargePassed: {
      title: '充值已通过',
      body: '您的充值 {{amount}} 已通过并计入余额。',
    },
    rechargeRefused: {
      title: '充值被拒绝',
      body: '您的充值 {{amount}} 被拒绝。',
    },
    withdrawalPassed: {
      title: '提现已通过',
      body: '您的提现 {{amount}} 已通过。',
    },
    withdrawalRefused: {
      title: '提现被拒绝',
      body: '您的提现 {{amount}} 被拒绝，金额已退回余额。',
    },
    platformAnnouncement: {
      title: '{{title}}',
      body: '{{body}}',
    },
  },
}
