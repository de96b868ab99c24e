import { RESET_CODE_TTL_SECONDS } from '@crossmart/api-client'
import type { ServerLanguage } from '../../i18n/languages'
import type { MailMessage } from '../../mail/mailer'

const MINUTES = RESET_CODE_TTL_SECONDS / 60

const TEXTS: Record<ServerLanguage, { subject: string; body: (code: string) => string }> = {
  en: {
    subject: 'Your CrossMart password reset code',
    body: (code) =>
      `Your code is ${code}.\nIt works once, for ${MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
  },
  zh: {
    subject: 'CrossMart 密码重置验证码',
    body: (code) =>
      `您的验证码是 ${code}。\n仅可使用一次，${MINUTES} 分钟内有效。如果不是您本人操作，请忽略此邮件，密码不会改变。`,
  },
  jp: {
    subject: 'CrossMart パスワード再設定コード',
    body: (code) =>
      `コードは ${code} です。\n${MINUTES} 分間、1回だけ使えます。心当たりがない場合はこのメールを無視してください。パスワードは変わりません。`,
  },
  kor: {
    subject: 'CrossMart 비밀번호 재설정 코드',
    body: (code) =>
      `코드는 ${code} 입니다.\n${MINUTES}분 동안 한 번만 사용할 수 있습니다. 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로입니다.`,
  },
  tai: {
    subject: 'รหัสรีเซ็ตรหัสผ่าน CrossMart',
    body: (code) =>
      `รหัสของคุณคือ ${code}\nใช้ได้ครั้งเดียวภายใน ${MINUTES} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน`,
  },
}

/** The reset-code mail in the user's language (server README "The shopper's own space"). */
export function resetCodeMail(to: string, lang: ServerLanguage, code: string): MailMessage {
  const t = TEXTS[lang]
  return { to, subject: t.subject, text: t.body(code) }
}
