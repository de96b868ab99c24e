import type { Localized } from './languages'

/**
 * Issue #29 queue control (server README "Queue control"): refusals of the console's state and
 * settings calls, in the five languages of shop-spec §9. Spread into SERVER_MESSAGES.
 */
export const QUEUE_CONTROL_MESSAGES = {
  'queue.snoozeUntilRequired': {
    en: 'Choose a time in the future to snooze until',
    zh: '请选择一个将来的稍后处理时间',
    jp: 'スヌーズの終了時刻に未来の時刻を選んでください',
    kor: '다시 알림 시간을 미래의 시각으로 선택하세요',
    tai: 'กรุณาเลือกเวลาในอนาคตสำหรับการเลื่อนเตือน',
  },
} as const satisfies Record<string, Localized>

/**
 * The line added to an away message when the shop's hours say when it answers again; `{time}` is
 * that moment written in the shopper's language and the shop's time zone.
 */
export const BACK_AT_TEXT: Localized = {
  en: 'We answer again from {time}.',
  zh: '我们将于 {time} 起再次回复。',
  jp: '{time} から再びご返信いたします。',
  kor: '{time}부터 다시 답변드립니다.',
  tai: 'เราจะกลับมาตอบอีกครั้งตั้งแต่ {time}',
}
