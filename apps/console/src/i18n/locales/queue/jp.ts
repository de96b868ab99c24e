import type { queueEn } from './en'

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

/** Issue #29 queue control (日本語). */
export const queueJp: Strings<typeof queueEn> = {
  stateFilter: '状態',
  state_any: 'すべての状態',
  state_open: '対応中',
  state_pending: '顧客の返信待ち',
  state_snoozed: 'スヌーズ中',
  state_resolved: '解決済み',
  empty: 'この状態の会話はありません',
  actions: '会話の状態',
  resolve: '解決',
  reopen: '再開',
  markPending: '顧客待ち',
  snoozeHour: '1 時間スヌーズ',
  snoozeTomorrow: '明日までスヌーズ',
  snoozedUntil: '{{time}} までスヌーズ',
  shortcuts: 'Alt+J / Alt+K：次 / 前 · Alt+E：解決 · Ctrl+Alt+E：解決して次を開く',
  availability: '自分の状態',
  availability_online: 'オンライン',
  availability_busy: '取り込み中',
  availability_offline: 'オフライン',
  settings: {
    nav: 'キュー設定',
    title: 'キュー設定',
    timeZone: 'タイムゾーン',
    hours: '営業時間',
    hoursHint: '営業日がない場合は常に営業中です。',
    openDay: '営業',
    from: '開始',
    to: '終了',
    away: '不在メッセージ',
    awayHint:
      '営業時間外または誰もオンラインでないときに、会話ごとに 1 日 1 回まで送信します。空欄の言語には既定の文が使われます。',
    memberLimit: 'スタッフ 1 人あたりの会話数（自動割り当て）',
    noAnswerMinutes: '未返信のままキューに戻すまでの分数',
    save: '保存',
    saved: '設定を保存しました',
  },
}
