/**
 * English: "forgot payment code" and the payment code's own rules (issue #46), part of namespace
 * `cart` (/changePayPwd). Every other language has exactly these keys.
 */
export const strings = {
  forgot: 'Forgot payment code?',
  intro:
    "We send a 6-digit code to your account's email, or by SMS to its phone if it has no email. With it you set a new payment code.",
  send: 'Send code',
  sending: 'Sending…',
  sentEmail: 'A code was sent to {{destination}}. It is valid for {{minutes}} minutes.',
  sentSms: 'A code was sent by SMS to {{destination}}. It is valid for {{minutes}} minutes.',
  code: 'Verification code',
  codePlaceholder: '6-digit code',
  next: 'Next',
  resend: 'Send a new code',
  resendIn: 'New code in {{seconds}} s',
  done: 'New payment code set',
  back: 'I remember it',
  checkingOld: 'Checking…',
  newRule: 'Digits only, 6 digits; not one digit repeated (111111) or a run (123456)',
}
