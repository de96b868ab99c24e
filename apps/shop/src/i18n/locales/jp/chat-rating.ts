import type { strings as en } from '../en/chat-rating'

/** Japanese: the satisfaction rating card in the chat (issue #29), see ../en/chat-rating.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  title: '対応はいかがでしたか？',
  ask: 'この会話を 1〜5 つ星で評価してください',
  star: '5 つ星中 {{n}}',
  comment: 'コメント（任意）',
  submit: '評価を送信',
  sending: '送信中…',
  thanks: '評価ありがとうございます',
  given: 'あなたの評価：{{n}} / 5',
  loading: '評価を読み込み中…',
  failed: '評価を読み込めませんでした',
}
