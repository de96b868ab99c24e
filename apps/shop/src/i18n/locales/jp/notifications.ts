import type { Strings } from '../../namespaces'

/** Japanese: namespace `notifications` (see ../en/notifications.ts). */
export const strings: Strings<'notifications'> = {
  heading: 'お知らせ',
  list: 'お知らせ一覧',
  empty: 'お知らせはまだありません',
  markAllRead: 'すべて既読にする',
  allRead: 'すべて既読にしました',
  unread: '未読',
  remark: '備考：{{remark}}',
  templates: {
    orderPaid: {
      title: '注文の支払い完了',
      body: '注文 {{orderSn}} の支払いが完了しました：{{amount}}。',
    },
    orderShipped: {
      title: '注文が発送されました',
      body: '注文 {{orderSn}} は {{company}} で発送されました。追跡番号 {{trackingNo}}。',
    },
    orderDelivered: {
      title: '注文が配達されました',
      body: '注文 {{orderSn}} が配達されました。受け取りを確認してください。',
    },
    orderCompleted: {
      title: '注文が完了しました',
      body: '注文 {{orderSn}} が完了しました。ありがとうございました！',
    },
    orderCancelled: {
      title: '注文がキャンセルされました',
      body: '注文 {{orderSn}} はキャンセルされました。',
    },
    orderAutoConfirmed: {
      title: '受け取りを自動確認しました',
      body: '注文 {{orderSn}} は自動的に受け取り確認されました。引き続きレビューできます。',
    },
    refundApplied: {
      title: '返金を申請しました',
      body: '注文 {{orderSn}} の返金 {{amount}} は審査中です。',
    },
    refundAccepted: {
      title: '返金が承認されました',
      body: '注文 {{orderSn}} の返金 {{amount}} が承認されました。',
    },
    refundRefused: {
      title: '返金が拒否されました',
      body: '注文 {{orderSn}} の返金 {{amount}} は拒否されました。',
    },
    refundRefunded: {
      title: '返金完了',
      body: '注文 {{orderSn}} の {{amount}} を残高に返金しました。',
    },
    rechargePassed: {
      title: 'チャージが承認されました',
      body: '{{amount}} のチャージが承認され、残高に追加されました。',
    },
    rechargeRefused: {
      title: 'チャージが拒否されました',
      body: '{{amount}} のチャージは拒否されました。',
    },
    withdrawalPassed: {
      title: '出金が承認されました',
      body: '{{amount}} の出金が承認されました。',
    },
    withdrawalRefused: {
      title: '出金が拒否されました',
      body: '{{amount}} の出金は拒否され、金額は残高に戻りました。',
    },
    platformAnnouncement: {
      title: '{{title}}',
      body: '{{body}}',
    },
  },
}
