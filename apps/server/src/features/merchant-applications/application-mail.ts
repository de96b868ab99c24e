import { SET_PASSWORD_CODE_TTL_HOURS } from '@crossmart/api-client'
import type { ServerLanguage } from '../../i18n/languages'
import type { MailMessage } from '../../mail/mailer'

// Issue #48 "Merchants join": what the applicant and the new owner receive, in their language.

interface StatusMailFacts {
  reference: string
  link: string
}

const STATUS_TEXTS: Record<ServerLanguage, { subject: string; body: (f: StatusMailFacts) => string }> = {
  en: {
    subject: 'Your CrossMart seller application',
    body: ({ reference, link }) =>
      `We received your application ${reference}.\nFollow it (and answer the operator if they ask for changes) here:\n${link}\nKeep this link to yourself: it opens your application.`,
  },
  zh: {
    subject: '您的 CrossMart 商家入驻申请',
    body: ({ reference, link }) =>
      `我们已收到您的申请 ${reference}。\n在此查看进度（如运营要求修改，也在此修改）：\n${link}\n请勿转发此链接，它可以打开您的申请。`,
  },
  jp: {
    subject: 'CrossMart 出店申請を受け付けました',
    body: ({ reference, link }) =>
      `申請 ${reference} を受け付けました。\n進捗の確認（修正依頼への対応）はこちら:\n${link}\nこのリンクは申請を開けるため、他の人に教えないでください。`,
  },
  kor: {
    subject: 'CrossMart 입점 신청이 접수되었습니다',
    body: ({ reference, link }) =>
      `신청 ${reference}이(가) 접수되었습니다.\n진행 상황 확인(수정 요청 응답)은 여기에서:\n${link}\n이 링크로 신청을 열 수 있으니 다른 사람과 공유하지 마세요.`,
  },
  tai: {
    subject: 'ใบสมัครผู้ขาย CrossMart ของคุณ',
    body: ({ reference, link }) =>
      `เราได้รับใบสมัคร ${reference} แล้ว\nติดตามสถานะ (และแก้ไขเมื่อผู้ดูแลขอ) ได้ที่:\n${link}\nอย่าแชร์ลิงก์นี้ เพราะใช้เปิดใบสมัครของคุณได้`,
  },
}

/** The status link, mailed when an application is submitted. */
export function applicationStatusMail(to: string, lang: ServerLanguage, facts: StatusMailFacts): MailMessage {
  const t = STATUS_TEXTS[lang]
  return { to, subject: t.subject, text: t.body(facts) }
}

interface OwnerMailFacts {
  shopName: string
  account: string
  link: string
}

const HOURS = SET_PASSWORD_CODE_TTL_HOURS

const OWNER_TEXTS: Record<ServerLanguage, { subject: string; body: (f: OwnerMailFacts) => string }> = {
  en: {
    subject: 'Your CrossMart shop is approved: set your password',
    body: ({ shopName, account, link }) =>
      `${shopName} is approved. Your login is ${account}.\nSet your password here (the link works once, for ${HOURS} hours):\n${link}`,
  },
  zh: {
    subject: '您的 CrossMart 店铺已通过审核：请设置密码',
    body: ({ shopName, account, link }) =>
      `${shopName} 已通过审核。您的登录账号是 ${account}。\n请在此设置密码（链接仅可使用一次，${HOURS} 小时内有效）：\n${link}`,
  },
  jp: {
    subject: 'CrossMart のショップが承認されました: パスワードを設定してください',
    body: ({ shopName, account, link }) =>
      `${shopName} が承認されました。ログインは ${account} です。\nパスワードの設定はこちら（${HOURS} 時間、1回だけ使えます）:\n${link}`,
  },
  kor: {
    subject: 'CrossMart 상점이 승인되었습니다: 비밀번호를 설정하세요',
    body: ({ shopName, account, link }) =>
      `${shopName}이(가) 승인되었습니다. 로그인 아이디는 ${account}입니다.\n비밀번호 설정(${HOURS}시간 동안 한 번만 사용 가능):\n${link}`,
  },
  tai: {
    subject: 'ร้าน CrossMart ของคุณได้รับอนุมัติแล้ว: ตั้งรหัสผ่าน',
    body: ({ shopName, account, link }) =>
      `${shopName} ได้รับอนุมัติแล้ว บัญชีเข้าสู่ระบบของคุณคือ ${account}\nตั้งรหัสผ่านได้ที่ (ใช้ได้ครั้งเดียวภายใน ${HOURS} ชั่วโมง):\n${link}`,
  },
}

/** The new owner's one-time set-password link, mailed when the application is approved. */
export function ownerSetPasswordMail(to: string, lang: ServerLanguage, facts: OwnerMailFacts): MailMessage {
  const t = OWNER_TEXTS[lang]
  return { to, subject: t.subject, text: t.body(facts) }
}

/** The console's pages the mails link to (the console is served at /console). */
export const statusLinkOf = (origin: string, reference: string, token: string) =>
  `${origin}/console/apply/status?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`

export const setPasswordLinkOf = (origin: string, code: string) =>
  `${origin}/console/set-password?code=${encodeURIComponent(code)}`
