import type { strings as en } from '../en/pay-code-reset'

/** Japanese: "forgot payment code" (issue #46), see ../en/pay-code-reset.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  forgot: '支払いコードをお忘れですか？',
  intro:
    'アカウントのメールアドレスに 6 桁のコードを送ります（メールアドレスがない場合は携帯電話に SMS で）。そのコードで新しい支払いコードを設定できます。',
  send: 'コードを送信',
  sending: '送信中…',
  sentEmail: '{{destination}} にコードを送りました。{{minutes}} 分間有効です。',
  sentSms: '{{destination}} に SMS でコードを送りました。{{minutes}} 分間有効です。',
  code: '確認コード',
  codePlaceholder: '6 桁のコード',
  next: '次へ',
  resend: '新しいコードを送信',
  resendIn: '{{seconds}} 秒後に再送信できます',
  done: '新しい支払いコードを設定しました',
  back: '思い出しました',
  checkingOld: '確認中…',
  newRule: '数字のみ 6 桁。同じ数字の繰り返し（111111）や連番（123456）は使えません',
}
