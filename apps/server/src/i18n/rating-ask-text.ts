import { RATING_REQUEST_FALLBACK_TEXT } from '@crossmart/api-client'
import type { Localized } from './languages'

/**
 * Issue #29: the text of the satisfaction rating ask (content type 1101) for a client that does not
 * know the type (chat-spec §3: a system message's `content` is its display text), in the shopper's
 * language (shop-spec §9). The apps show the rating card instead.
 */
export const RATING_ASK_TEXT: Localized = {
  // The contract's own fallback: one English text for every client.
  en: RATING_REQUEST_FALLBACK_TEXT,
  zh: '请为本次会话评分（1 到 5 分）',
  jp: 'この会話を 1 から 5 で評価してください',
  kor: '이 대화를 1에서 5까지 평가해 주세요',
  tai: 'โปรดให้คะแนนการสนทนานี้ตั้งแต่ 1 ถึง 5',
}
