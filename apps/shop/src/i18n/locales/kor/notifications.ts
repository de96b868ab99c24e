import type { Strings } from '../../namespaces'

/** Korean: namespace `notifications` (see ../en/notifications.ts). */
export const strings: Strings<'notifications'> = {
  heading: '알림',
  list: '알림 목록',
  empty: '아직 알림이 없습니다',
  markAllRead: '모두 읽음',
  allRead: '모든 알림을 읽음으로 표시했습니다',
  unread: '읽지 않음',
  remark: '비고: {{remark}}',
  templates: {
    orderPaid: {
      title: '주문 결제 완료',
      body: '주문 {{orderSn}} 결제가 완료되었습니다: {{amount}}.',
    },
    orderShipped: {
      title: '주문 발송',
      body: '주문 {{orderSn}}이(가) {{company}}(으)로 발송되었습니다. 운송장 번호 {{trackingNo}}.',
    },
    orderDelivered: {
      title: '주문 배송 완료',
      body: '주문 {{orderSn}}이(가) 배송되었습니다. 수령을 확인해 주세요.',
    },
    orderCompleted: {
      title: '주문 완료',
      body: '주문 {{orderSn}}이(가) 완료되었습니다. 감사합니다!',
    },
    orderCancelled: {
      title: '주문 취소',
      body: '주문 {{orderSn}}이(가) 취소되었습니다.',
    },
    orderAutoConfirmed: {
      title: '수령이 자동 확인되었습니다',
      body: '주문 {{orderSn}}의 수령이 자동으로 확인되었습니다. 리뷰는 계속 작성할 수 있습니다.',
    },
    refundApplied: {
      title: '환불 신청',
      body: '주문 {{orderSn}}의 환불 {{amount}}을(를) 검토 중입니다.',
    },
    refundAccepted: {
      title: '환불 승인',
      body: '주문 {{orderSn}}의 환불 {{amount}}이(가) 승인되었습니다.',
    },
    refundRefused: {
      title: '환불 거절',
      body: '주문 {{orderSn}}의 환불 {{amount}}이(가) 거절되었습니다.',
    },
    refundRefunded: {
      title: '환불 완료',
      body: '주문 {{orderSn}}의 {{amount}}이(가) 잔액으로 환불되었습니다.',
    },
    rechargePassed: {
      title: '충전 승인',
      body: '{{amount}} 충전이 승인되어 잔액에 추가되었습니다.',
    },
    rechargeRefused: {
      title: '충전 거절',
      body: '{{amount}} 충전이 거절되었습니다.',
    },
    withdrawalPassed: {
      title: '출금 승인',
      body: '{{amount}} 출금이 승인되었습니다.',
    },
    withdrawalRefused: {
      title: '출금 거절',
      body: '{{amount}} 출금이 거절되어 금액이 잔액으로 돌아왔습니다.',
    },
    platformAnnouncement: {
      title: '{{title}}',
      body: '{{body}}',
    },
  },
}
