import type { strings as en } from '../en/pay-code-reset'

/** Chinese: "forgot payment code" (issue #46), see ../en/pay-code-reset.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  forgot: '忘记支付密码？',
  intro: '我们会向您账户的邮箱发送 6 位验证码；账户没有邮箱时，以短信发送到手机。凭验证码设置新的支付密码。',
  send: '发送验证码',
  sending: '发送中…',
  sentEmail: '验证码已发送至 {{destination}}，{{minutes}} 分钟内有效。',
  sentSms: '验证码已通过短信发送至 {{destination}}，{{minutes}} 分钟内有效。',
  code: '验证码',
  codePlaceholder: '6 位验证码',
  next: '下一步',
  resend: '重新发送验证码',
  resendIn: '{{seconds}} 秒后可重新发送',
  done: '新支付密码已设置',
  back: '我想起来了',
  checkingOld: '正在验证…',
  newRule: '仅限数字，6 位；不能是同一数字重复（111111）或连续数字（123456）',
}
