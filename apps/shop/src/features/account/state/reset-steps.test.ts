import { RESET_CODE_MAX_TRIES } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import {
  codeAccepted,
  codeProblem,
  codeRefused,
  codeRequested,
  RESEND_WAIT_MS,
  secondsUntilResend,
} from './reset-steps'

const SENT = 1_000_000
const answer = { expiresInSeconds: 900, codeLength: 6 }

describe('password reset steps', () => {
  it('a requested code lives as long as the server says, with every try left', () => {
    const step = codeRequested('demo', SENT, answer)
    expect(step).toMatchObject({ account: 'demo', expiresAt: SENT + 900_000, validMinutes: 15 })
    expect(step.triesLeft).toBe(RESET_CODE_MAX_TRIES)
    expect(codeProblem(step, SENT + 899_999)).toBeUndefined()
    expect(codeProblem(step, SENT + 900_000)).toBe('expired')
  })

  it('each refusal uses a try; after the last one the code is dead', () => {
    let step = codeRequested('demo', SENT, answer)
    for (let i = 1; i < RESET_CODE_MAX_TRIES; i++) {
      step = codeRefused(step)
      expect(codeProblem(step, SENT)).toBeUndefined()
    }
    step = codeRefused(step)
    expect(step.triesLeft).toBe(0)
    expect(codeProblem(step, SENT)).toBe('tooManyTries')
    expect(codeRefused(step).triesLeft).toBe(0)
  })

  it('a new code can be asked for after a minute', () => {
    const step = codeRequested('demo', SENT, answer)
    expect(secondsUntilResend(step, SENT)).toBe(RESEND_WAIT_MS / 1000)
    expect(secondsUntilResend(step, SENT + 59_001)).toBe(1)
    expect(secondsUntilResend(step, SENT + RESEND_WAIT_MS)).toBe(0)
  })

  it('an accepted code goes on to the new password with the account', () => {
    expect(codeAccepted(codeRequested('demo', SENT, answer), '123456')).toEqual({
      kind: 'password',
      account: 'demo',
      code: '123456',
      expiresAt: SENT + 900_000,
    })
  })
})
