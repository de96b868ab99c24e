import { RESET_CODE_TTL_SECONDS } from '@crossmart/api-client'
import type { ServerLanguage } from '../../i18n/languages'
import type { MailMessage } from '../../mail/mailer'
import type { SmsMessage } from '../../sms/sms-sender'

const MINUTES = RESET_CODE_TTL_SECONDS / 60

/** Which secret a code resets (issue #46: the payment code through the same flow). */
export type ResetPurpose = 'password' | 'payCode'

interface Texts {
  subject: string
  body: (code: string) => string
  /** One SMS segment where the script allows: the code first, so a phone's preview shows it. */
  sms: (code: string) => string
}

const TEXTS: Record<ResetPurpose, Record<ServerLanguage, Texts>> = {
  password: {
    en: {
      subject: 'Your CrossMart password reset code',
      body: (code) =>
        `Your code is ${code}.\nIt works once, for ${MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
      sms: (code) =>
        `${code} is your CrossMart password reset code. Valid once, for ${MINUTES} minutes. Not you? Ignore this message.`,
    },
    zh: {
      subject: 'CrossMart 密码重置验证码',
      body: (code) =>
        `您的验证码是 ${code}。\n仅可使用一次，${MINUTES} 分钟内有效。如果不是您本人操作，请忽略此邮件，密码不会改变。`,
      sms: (code) =>
        `${code} 是您的 CrossMart 密码重置验证码，${MINUTES} 分钟内有效，仅可使用一次。非本人操作请忽略。`,
    },
    jp: {
      subject: 'CrossMart パスワード再設定コード',
      body: (code) =>
        `コードは ${code} です。\n${MINUTES} 分間、1回だけ使えます。心当たりがない場合はこのメールを無視してください。パスワードは変わりません。`,
      sms: (code) =>
        `${code} は CrossMart のパスワード再設定コードです。${MINUTES} 分間、1回だけ有効。心当たりがなければ無視してください。`,
    },
    kor: {
      subject: 'CrossMart 비밀번호 재설정 코드',
      body: (code) =>
        `코드는 ${code} 입니다.\n${MINUTES}분 동안 한 번만 사용할 수 있습니다. 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 그대로입니다.`,
      sms: (code) =>
        `${code} 는 CrossMart 비밀번호 재설정 코드입니다. ${MINUTES}분간 한 번 유효. 요청하지 않았다면 무시하세요.`,
    },
    tai: {
      subject: 'รหัสรีเซ็ตรหัสผ่าน CrossMart',
      body: (code) =>
        `รหัสของคุณคือ ${code}\nใช้ได้ครั้งเดียวภายใน ${MINUTES} นาที หากคุณไม่ได้ขอ โปรดเพิกเฉยต่ออีเมลนี้ รหัสผ่านของคุณจะไม่เปลี่ยน`,
      sms: (code) => `${code} คือรหัสรีเซ็ตรหัสผ่าน CrossMart ใช้ได้ครั้งเดียวภายใน ${MINUTES} นาที หากไม่ได้ขอโปรดเพิกเฉย`,
    },
  },
  payCode: {
    en: {
      subject: 'Your CrossMart payment code reset code',
      body: (code) =>
        `Your code is ${code}.\nIt sets a new payment code, once, within ${MINUTES} minutes. If you did not ask for it, change your login password: someone is signed in to your account.`,
      sms: (code) =>
        `${code} is your CrossMart payment code reset code. Valid once, for ${MINUTES} minutes. Not you? Change your login password.`,
    },
    zh: {
      subject: 'CrossMart 支付密码重置验证码',
      body: (code) =>
        `您的验证码是 ${code}。\n用于设置新的支付密码，仅可使用一次，${MINUTES} 分钟内有效。如果不是您本人操作，请修改登录密码：有人登录了您的账户。`,
      sms: (code) =>
        `${code} 是您的 CrossMart 支付密码重置验证码，${MINUTES} 分钟内有效，仅可使用一次。非本人操作请修改登录密码。`,
    },
    jp: {
      subject: 'CrossMart 支払いパスワード再設定コード',
      body: (code) =>
        `コードは ${code} です。\n${MINUTES} 分以内に1回だけ、新しい支払いパスワードを設定できます。心当たりがない場合はログインパスワードを変更してください。誰かがあなたのアカウントにログインしています。`,
      sms: (code) =>
        `${code} は CrossMart の支払いパスワード再設定コードです。${MINUTES} 分間、1回だけ有効。心当たりがなければログインパスワードを変更してください。`,
    },
    kor: {
      subject: 'CrossMart 결제 비밀번호 재설정 코드',
      body: (code) =>
        `코드는 ${code} 입니다.\n${MINUTES}분 안에 한 번, 새 결제 비밀번호를 설정합니다. 요청하지 않았다면 로그인 비밀번호를 바꾸세요. 누군가 계정에 로그인해 있습니다.`,
      sms: (code) =>
        `${code} 는 CrossMart 결제 비밀번호 재설정 코드입니다. ${MINUTES}분간 한 번 유효. 요청하지 않았다면 로그인 비밀번호를 바꾸세요.`,
    },
    tai: {
      subject: 'รหัสรีเซ็ตรหัสชำระเงิน CrossMart',
      body: (code) =>
        `รหัสของคุณคือ ${code}\nใช้ตั้งรหัสชำระเงินใหม่ได้ครั้งเดียวภายใน ${MINUTES} นาที หากคุณไม่ได้ขอ โปรดเปลี่ยนรหัสผ่านเข้าสู่ระบบ เพราะมีผู้อื่นเข้าสู่บัญชีของคุณ`,
      sms: (code) =>
        `${code} คือรหัสรีเซ็ตรหัสชำระเงิน CrossMart ใช้ได้ครั้งเดียวภายใน ${MINUTES} นาที หากไม่ได้ขอโปรดเปลี่ยนรหัสผ่าน`,
    },
  },
}

/** The reset-code mail in the user's language (server README "The shopper's own space"). */
export function resetCodeMail(
  to: string,
  lang: ServerLanguage,
  code: string,
  purpose: ResetPurpose = 'password',
): MailMessage {
  const t = TEXTS[purpose][lang]
  return { to, subject: t.subject, text: t.body(code) }
}

/** The reset-code SMS in the user's language, for an account with a mobile and no email (README "SMS"). */
export function resetCodeSms(
  to: string,
  lang: ServerLanguage,
  code: string,
  purpose: ResetPurpose = 'password',
): SmsMessage {
  return { to, text: TEXTS[purpose][lang].sms(code) }
}
