import type { Localized } from './languages'

/** Refusals of the satisfaction ratings (issue #29), in the five languages of shop-spec §9. */
export const RATING_MESSAGES = {
  'rating.notFound': {
    en: 'There is no rating request to answer',
    zh: '没有待评价的请求',
    jp: '回答できる評価のお願いはありません',
    kor: '답변할 평가 요청이 없습니다',
    tai: 'ไม่มีคำขอให้ประเมินที่ต้องตอบ',
  },
  'rating.alreadyGiven': {
    en: 'You already rated this conversation',
    zh: '您已评价过此会话',
    jp: 'この会話はすでに評価済みです',
    kor: '이미 이 대화를 평가했습니다',
    tai: 'คุณประเมินการสนทนานี้แล้ว',
  },
  'rating.scoreInvalid': {
    en: 'Choose a rating from 1 to 5',
    zh: '请选择 1 到 5 的评分',
    jp: '1 から 5 の評価を選んでください',
    kor: '1에서 5 사이의 평점을 선택하세요',
    tai: 'โปรดเลือกคะแนนตั้งแต่ 1 ถึง 5',
  },
} as const satisfies Record<string, Localized>
