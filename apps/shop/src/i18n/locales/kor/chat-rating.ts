import type { strings as en } from '../en/chat-rating'

/** Korean: the satisfaction rating card in the chat (issue #29), see ../en/chat-rating.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  title: '상담은 어떠셨나요?',
  ask: '이 대화를 별 1~5개로 평가해 주세요',
  star: '별 5개 중 {{n}}개',
  comment: '의견 (선택)',
  submit: '평가 보내기',
  sending: '보내는 중…',
  thanks: '평가해 주셔서 감사합니다',
  given: '내 평가: {{n}} / 5',
  loading: '평가를 불러오는 중…',
  failed: '평가를 불러오지 못했습니다',
}
