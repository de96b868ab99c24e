import type { Localized } from './languages'

/**
 * Messages of the shopper's own space (server README: password reset by code, notifications, sessions),
 * in the five languages of shop-spec §9. Spread into SERVER_MESSAGES.
 */
export const ACCOUNT_SPACE_MESSAGES = {
  // One answer for a wrong, expired, used or exhausted code, and for an unknown account, so the
  // reply never tells whether an account exists (server README "The shopper's own space").
  'reset.codeInvalid': {
    en: 'The code is wrong or has expired. After 5 wrong tries a code stops working; request a new one',
    zh: '验证码错误或已过期。输错 5 次后验证码失效，请重新获取',
    jp: 'コードが間違っているか期限切れです。5回間違えるとコードは無効になります。新しいコードを請求してください',
    kor: '코드가 틀렸거나 만료되었습니다. 5번 틀리면 코드가 무효가 되니 새 코드를 요청하세요',
    tai: 'รหัสไม่ถูกต้องหรือหมดอายุ หากกรอกผิด 5 ครั้งรหัสจะใช้ไม่ได้ กรุณาขอรหัสใหม่',
  },
  // A shopper with neither email nor mobile has nowhere to receive a code (customer service helps).
  'payReset.noContact': {
    en: 'Your account has no email or mobile to send a code to: add one in your profile, or contact customer service',
    zh: '您的账户没有可接收验证码的邮箱或手机号：请在个人资料中添加，或联系客服',
    jp: 'コードを送るメールアドレスも携帯番号もありません。プロフィールで追加するか、カスタマーサービスにお問い合わせください',
    kor: '코드를 받을 이메일이나 휴대폰 번호가 없습니다. 프로필에서 추가하거나 고객센터에 문의하세요',
    tai: 'บัญชีของคุณไม่มีอีเมลหรือเบอร์มือถือสำหรับรับรหัส โปรดเพิ่มในโปรไฟล์หรือติดต่อฝ่ายบริการลูกค้า',
  },
  'notification.notFound': {
    en: 'Notification not found',
    zh: '通知不存在',
    jp: '通知が見つかりません',
    kor: '알림을 찾을 수 없습니다',
    tai: 'ไม่พบการแจ้งเตือน',
  },
  'session.notFound': {
    en: 'This login no longer exists',
    zh: '该登录已不存在',
    jp: 'このログインはもう存在しません',
    kor: '이 로그인은 더 이상 존재하지 않습니다',
    tai: 'ไม่พบการเข้าสู่ระบบนี้แล้ว',
  },
} as const satisfies Record<string, Localized>
