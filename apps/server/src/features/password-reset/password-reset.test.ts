import {
  API_CODE,
  RESET_CODE_MAX_TRIES,
  userGetUserInfo,
  userResetCodeReset,
  userResetCodeSend,
  userResetCodeVerify,
  userSetLanguage,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDevMail } from '../../mail/dev-mailer'
import { MailDeliveryError } from '../../mail/mailer'
import { ATTEMPT_LIMIT } from '../../security/attempt-guard'
import { dbOf, operatorOf } from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { createResetCodes, RESET_CODE_RESEND_MS, RESET_CODE_TTL_MS } from './reset-codes'

const CODE_INVALID =
  'The code is wrong or has expired. After 5 wrong tries a code stops working; request a new one'

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** A code that is not `code` (same length). */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe.each(endpointDrivers())('password reset by code on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** The development mailer's messages to `to`, newest first (delivery runs after the answer). */
  async function mailTo(to: string, atLeast = 1) {
    // Every delivery started so far has ended once the mailer has settled: no polling, no sleep.
    await t.server.services.mailer.settled()
    const mine = (await listDevMail(dbOf(t), 1_000)).filter((m) => m.to === to)
    if (mine.length < atLeast) throw new Error(`no mail to ${to}`)
    return mine
  }
  const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''
  async function requestCode(account: string, email: string, nth = 1) {
    await t.client().call(userResetCodeSend, { account })
    return codeIn((await mailTo(email, nth))[0]!.text)
  }
  const reset = (account: string, code: string, password = 'brandnew1') =>
    t.client().call(userResetCodeReset, { account, code, newPassword: password, confirmPassword: password })

  it('mails a 6-digit code; the code sets a new password once, and every old session ends', async () => {
    const user = await t.register('reset')
    const email = `${user.account}@example.com`
    const second = await t.login(user.account, user.password)
    expect(await t.client().call(userResetCodeSend, { account: user.account })).toEqual({
      expiresInSeconds: 900,
      codeLength: 6,
    })
    const [mail] = await mailTo(email)
    expect(mail!.subject).toBe('Your CrossMart password reset code')
    const code = codeIn(mail!.text)
    expect(code).toMatch(/^\d{6}$/)
    expect(await t.client().call(userResetCodeVerify, { account: user.account, code })).toEqual({
      valid: true,
    })
    await reset(user.account, code)
    for (const token of [user.token, second])
      expect((await t.raw('/api/user/getUserInfo', { headers: { token } })).status).toBe(401)
    expect(await outcome(t.login(user.account, user.password))).toBe(API_CODE.wrongCredentials)
    const fresh = await t.login(user.account, 'brandnew1')
    expect((await t.client(fresh).call(userGetUserInfo)).username).toBe(user.account)
    // Single use: the same code again is refused, and the password stays.
    expect(await refusal(reset(user.account, code, 'another1'))).toEqual({
      code: API_CODE.failure,
      msg: CODE_INVALID,
    })
    expect(await outcome(t.login(user.account, 'another1'))).toBe(API_CODE.wrongCredentials)
  })

  it('the email works as the account too; the mail is in the user language; ops mail shows it', async () => {
    const user = await t.register('resetmail')
    const email = `${user.account}@example.com`
    await t.client(user.token).call(userSetLanguage, { lang: 'zh' })
    await t.client().call(userResetCodeSend, { account: email.toUpperCase() })
    const [mail] = await mailTo(email)
    expect(mail!.subject).toBe('CrossMart 密码重置验证码')
    const shown = (await operatorOf(t).run({ verb: 'mail', limit: 50 })) as { to: string; text: string }[]
    expect(shown.find((m) => m.to === email)?.text).toBe(mail!.text)
    await reset(email, codeIn(mail!.text))
    expect(await outcome(t.login(user.account, 'brandnew1'))).toBe(1)
  })

  it(`allows ${RESET_CODE_MAX_TRIES} wrong tries: after 4 the right code works, after 5 it is dead`, async () => {
    const a = await t.register('tries')
    const codeA = await requestCode(a.account, `${a.account}@example.com`)
    for (let i = 0; i < RESET_CODE_MAX_TRIES - 1; i++)
      expect(
        await refusal(t.client().call(userResetCodeVerify, { account: a.account, code: other(codeA) })),
      ).toEqual({
        code: API_CODE.failure,
        msg: CODE_INVALID,
      })
    await reset(a.account, codeA)

    const b = await t.register('tries')
    const codeB = await requestCode(b.account, `${b.account}@example.com`)
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i++) await outcome(reset(b.account, other(codeB)))
    expect(await refusal(reset(b.account, codeB))).toEqual({ code: API_CODE.failure, msg: CODE_INVALID })
    expect(await outcome(t.login(b.account, 'brandnew1'))).toBe(API_CODE.wrongCredentials)
  })

  it('a reset by code lifts the login lock the wrong passwords built up from the resetting address', async () => {
    const user = await t.register('locked')
    for (let i = 0; i < ATTEMPT_LIMIT; i++) await outcome(t.login(user.account, 'wrong-password'))
    expect(await outcome(t.login(user.account, user.password))).toBe(API_CODE.rateLimited)
    const code = await requestCode(user.account, `${user.account}@example.com`)
    await reset(user.account, code)
    expect(await outcome(t.login(user.account, 'brandnew1'))).toBe(1)
  })

  it('a refused code leaves the login lock in place', async () => {
    const user = await t.register('stilllocked')
    for (let i = 0; i < ATTEMPT_LIMIT; i++) await outcome(t.login(user.account, 'wrong-password'))
    const code = await requestCode(user.account, `${user.account}@example.com`)
    await outcome(reset(user.account, other(code)))
    expect(await outcome(t.login(user.account, user.password))).toBe(API_CODE.rateLimited)
  })

  it('a code expires after 15 minutes', async () => {
    const user = await t.register('expiry')
    const code = await requestCode(user.account, `${user.account}@example.com`)
    t.clock.advance(RESET_CODE_TTL_MS + 1_000)
    expect(await refusal(reset(user.account, code))).toEqual({ code: API_CODE.failure, msg: CODE_INVALID })
  })

  it('a newer code replaces the older; a second request within a minute sends nothing', async () => {
    const user = await t.register('resend')
    const email = `${user.account}@example.com`
    const first = await requestCode(user.account, email)
    await t.client().call(userResetCodeSend, { account: user.account })
    expect(await mailTo(email)).toHaveLength(1)
    t.clock.advance(RESET_CODE_RESEND_MS + 1_000)
    const second = await requestCode(user.account, email, 2)
    if (first !== second) expect(await outcome(reset(user.account, first))).toBe(API_CODE.failure)
    await reset(user.account, second)
  })

  it('an unknown account gets the same answers as a known one (no enumeration)', async () => {
    const known = await t.register('known')
    const unknown = `nobody${Date.now()}`
    const send = async (account: string) =>
      (await t.raw('/api/user/forgot_send_code', post({ account }))).body
    expect(await send(unknown)).toEqual(await send(known.account))
    const wrong = async (account: string) =>
      (
        await t.raw(
          '/api/user/forgot_reset',
          post({ account, code: '000000', newPassword: 'abcdef', confirmPassword: 'abcdef' }),
        )
      ).body
    expect(await wrong(unknown)).toEqual({ code: API_CODE.failure, msg: CODE_INVALID, data: null })
    const knownAnswer = await wrong(known.account)
    // The known account's real code could be 000000 one time in a million: then this test is void.
    if (knownAnswer.code !== 1) expect(knownAnswer).toEqual(await wrong(unknown))
    expect((await listDevMail(dbOf(t), 1_000)).some((m) => m.to.includes(unknown))).toBe(false)
  })

  it('a mail that cannot be delivered changes nothing of the answer; the failure is logged', async () => {
    const user = await t.register('nomail')
    const errors: string[] = []
    const codes = createResetCodes({
      ...t.server.services,
      logger: { info: () => {}, warn: () => {}, error: (message) => errors.push(message) },
      mailer: { send: () => Promise.reject(new MailDeliveryError('SMTP is down')) },
    })
    await expect(codes.send(user.account)).resolves.toBeUndefined()
    await codes.settled()
    expect(errors).toEqual(['reset code mail failed'])
  })

  it.each([
    ['a 5-digit code', { code: '12345' }, 'code', 'validation.resetCodeFormat'],
    ['letters', { code: 'abcdef' }, 'code', 'validation.resetCodeFormat'],
    [
      'a short password',
      { newPassword: 'abc', confirmPassword: 'abc' },
      'newPassword',
      'validation.passwordMin',
    ],
    ['a mismatch', { confirmPassword: 'different1' }, 'confirmPassword', 'validation.passwordMismatch'],
    ['no account', { account: ' ' }, 'account', 'validation.accountRequired'],
  ])('refuses %s', async (_, change, path, messageKey) => {
    const body = {
      account: 'someone',
      code: '123456',
      newPassword: 'abcdef1',
      confirmPassword: 'abcdef1',
      ...change,
    }
    const { body: answer } = await t.raw('/api/user/forgot_reset', post(body))
    expect(answer.code).toBe(API_CODE.validation)
    expect((answer.data as { issues: unknown[] }).issues).toContainEqual({ path, messageKey })
  })
})
