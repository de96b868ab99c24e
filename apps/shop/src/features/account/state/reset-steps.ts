import { RESET_CODE_MAX_TRIES } from '@crossmart/api-client'

/**
 * Password reset by code (account or email -> a 6-digit code -> new password). The server answers
 * every refusal with one message (so it tells nothing about accounts); the screen knows more: when
 * it asked for the code, how long a code lives and how many tries it has used, so it can say
 * "expired" or "too many tries" instead of only "wrong".
 */

/** The server mails a new code at most once a minute per account (server README "The shopper's own space"). */
export const RESEND_WAIT_MS = 60_000

export interface CodeStep {
  kind: 'code'
  account: string
  /** When the code stops working (client clock, from the answer's expiresInSeconds). */
  expiresAt: number
  /** Before this, asking again would send nothing. */
  resendAt: number
  codeLength: number
  /** How long a code lives, for the "valid for N minutes" line. */
  validMinutes: number
  triesLeft: number
}

export type ResetStep =
  | { kind: 'account' }
  | CodeStep
  | { kind: 'password'; account: string; code: string; expiresAt: number }

/** Why a code cannot be tried (any more). */
export type CodeProblem = 'expired' | 'tooManyTries'

export const FIRST_STEP: ResetStep = { kind: 'account' }

/** The code was requested: the code step, with a fresh count of tries. */
export function codeRequested(
  account: string,
  now: number,
  answer: { expiresInSeconds: number; codeLength: number },
): CodeStep {
  return {
    kind: 'code',
    account,
    expiresAt: now + answer.expiresInSeconds * 1000,
    resendAt: now + RESEND_WAIT_MS,
    codeLength: answer.codeLength,
    validMinutes: Math.round(answer.expiresInSeconds / 60),
    triesLeft: RESET_CODE_MAX_TRIES,
  }
}

/** What stops the code from being tried now, if anything (no request is sent then). */
export function codeProblem(step: CodeStep, now: number): CodeProblem | undefined {
  if (now >= step.expiresAt) return 'expired'
  if (step.triesLeft <= 0) return 'tooManyTries'
  return undefined
}

/** The server refused the code: one try fewer (the server counts it too). */
export function codeRefused(step: CodeStep): CodeStep {
  return { ...step, triesLeft: Math.max(0, step.triesLeft - 1) }
}

/** Seconds until a new code may be asked for (0: now). */
export function secondsUntilResend(step: CodeStep, now: number): number {
  return Math.max(0, Math.ceil((step.resendAt - now) / 1000))
}

/** The code was right: choose the new password (the code is used with it). */
export function codeAccepted(step: CodeStep, code: string): ResetStep {
  return { kind: 'password', account: step.account, code, expiresAt: step.expiresAt }
}
