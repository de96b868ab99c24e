import {
  type EndpointResponse,
  parseRequest,
  resetCodeField,
  userPayCodeReset,
  type userPayCodeSendCode,
  type ValidationMessageKey,
} from '@crossmart/api-client'

/** A new code is sent at most once a minute (the server's limit; asking sooner sends nothing). */
export const PAY_RESET_RESEND_MS = 60_000

/** Where the code went and when. */
export interface SentCode {
  channel: 'email' | 'sms'
  destination: string
  sentAt: number
  validMinutes: number
  codeLength: number
}

/** "Forgot payment code" (issue #46), one explicit state per step (CONVENTIONS 6). */
export type PayResetStep =
  | { kind: 'send' }
  | { kind: 'code'; sent: SentCode }
  | { kind: 'new'; sent: SentCode; code: string }
  | { kind: 'confirm'; sent: SentCode; code: string; newCode: string }
  | { kind: 'ready'; sent: SentCode; code: string; newCode: string }

export function codeSent(answer: EndpointResponse<typeof userPayCodeSendCode>, now: number): PayResetStep {
  return {
    kind: 'code',
    sent: {
      channel: answer.channel,
      destination: answer.destination,
      sentAt: now,
      validMinutes: Math.round(answer.expiresInSeconds / 60),
      codeLength: answer.codeLength,
    },
  }
}

export function secondsUntilResend(sent: SentCode, now: number): number {
  return Math.max(0, Math.ceil((sent.sentAt + PAY_RESET_RESEND_MS - now) / 1000))
}

/** The code as typed: its shape by the contract's rule (the server tells whether it is right). */
export function enterResetCode(step: PayResetStep & { kind: 'code' }, typed: string) {
  const parsed = resetCodeField().safeParse(typed)
  return parsed.success
    ? { step: { kind: 'new', sent: step.sent, code: parsed.data } as const satisfies PayResetStep }
    : { step, problem: 'validation.resetCodeFormat' as ValidationMessageKey }
}

/** A new code entered, then again: the contract's rules (digits, not trivial), then the two match. */
export function enterNewPayCode(
  step: PayResetStep,
  code: string,
): { step: PayResetStep; problem?: ValidationMessageKey } {
  if (step.kind === 'new') {
    const parsed = parseRequest(userPayCodeReset, { code: step.code, newCode: code, confirmCode: code })
    const issue = parsed.ok ? undefined : parsed.issues.find((i) => i.path === 'newCode')
    return issue ? { step, problem: issue.messageKey } : { step: { ...step, kind: 'confirm', newCode: code } }
  }
  if (step.kind === 'confirm')
    return code === step.newCode
      ? { step: { ...step, kind: 'ready' } }
      : { step: { kind: 'new', sent: step.sent, code: step.code }, problem: 'validation.payCodeMismatch' }
  return { step }
}
