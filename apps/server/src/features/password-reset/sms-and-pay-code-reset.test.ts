import {
  API_CODE,
  RESET_CODE_MAX_TRIES,
  userPayCodeReset,
  userPayCodeSendCode,
  userRegister,
  userResetCodeReset,
  userResetCodeSend,
  userResetPay,
  userSetLanguage,
  userVerifyPay,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDevMail } from '../../mail/dev-mailer'
import { ATTEMPT_LIMIT } from '../../security/attempt-guard'
import { listDevSms } from '../../sms/dev-sms-sender'
import { SmsDeliveryError } from '../../sms/sms-sender'
import { dbOf, operatorOf } from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { createResetCodes, RESET_CODE_RESEND_MS, RESET_CODE_TTL_MS } from './reset-codes'
import { maskDestination, resetDelivery } from './reset-delivery'

const CODE_INVALID =
  'The code is wrong or has expired. After 5 wrong tries a code stops working; request a new one'

/** A code that is not `code` (same length). */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? ''

// Issue #46 "Account recovery": the code by SMS for a phone-registered shopper, and the payment code
// reset through the same codes.
describe.each(endpointDrivers())('reset codes by SMS and for the payment code on %s', (driver) => {
  let t: TestServer
  let phones = 0
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A shopper registered with a Thai mobile only (no email). */
  async function registerByPhone(prefix: string) {
    phones += 1
    const mobile = `+668${String(Date.now() % 10_000_000).padStart(7, '0')}${phones % 10}`
    const username = `${prefix}${phones}${Date.now().toString(36)}`
    const data = await t.client().call(userRegister, {
      username,
      mobile,
      password: 'secret123',
      confirmPassword: 'secret123',
    })
    return { account: username, mobile, password: 'secret123', token: data.userinfo.token }
  }
  async function smsTo(to: string, atLeast = 1) {
    // Every delivery started so far has ended once the sender has settled: no polling.
    await t.server.services.sms.settled()
    const mine = (await listDevSms(dbOf(t), 1_000)).filter((m) => m.to === to)
    if (mine.length < atLeast) throw new Error(`no SMS to ${to}`)
    return mine
  }
  async function mailTo(to: string) {
    await t.server.services.mailer.settled()
    return (await listDevMail(dbOf(t), 1_000)).filter((m) => m.to === to)
  }
  const resetPassword = (account: string, code: string, password = 'brandnew1') =>
    t.client().call(userResetCodeReset, { account, code, newPassword: password, confirmPassword: password })

  it('a phone shopper gets the code by SMS (in the dev outbox, shown by ops sms); it works once', async () => {
    const user = await registerByPhone('phone')
    await t.client(user.token).call(userSetLanguage, { lang: 'tai' })
    // The same answer as for any account: nothing says which channel, or whether there is one.
    expect(await t.client().call(userResetCodeSend, { account: user.mobile })).toEqual({
      expiresInSeconds: 900,
      codeLength: 6,
    })
    const [sms] = await smsTo(user.mobile)
    expect(sms!.text).toMatch(/^\d{6} คือรหัสรีเซ็ตรหัสผ่าน CrossMart/)
    const shown = (await operatorOf(t).run({ verb: 'sms', limit: 50 })) as { to: string; text: string }[]
    expect(shown.find((m) => m.to === user.mobile)?.text).toBe(sms!.text)
    const code = codeIn(sms!.text)
    await resetPassword(user.mobile, code)
    expect(await outcome(t.login(user.mobile, 'brandnew1'))).toBe(1)
    expect(await refusal(resetPassword(user.mobile, code, 'another1'))).toEqual({
      code: API_CODE.failure,
      msg: CODE_INVALID,
    })
  })

  it('by account name a phone shopper gets an SMS too; an email shopper typing the email, a mail', async () => {
    const phone = await registerByPhone('byname')
    await t.client().call(userResetCodeSend, { account: phone.account })
    expect(await smsTo(phone.mobile)).toHaveLength(1)
    const mailed = await t.register('mailed')
    await t.client().call(userResetCodeSend, { account: `${mailed.account}@example.com` })
    expect(await mailTo(`${mailed.account}@example.com`)).toHaveLength(1)
  })

  it('an SMS code expires after 15 minutes', async () => {
    const user = await registerByPhone('expiry')
    await t.client().call(userResetCodeSend, { account: user.mobile })
    const code = codeIn((await smsTo(user.mobile))[0]!.text)
    t.clock.advance(RESET_CODE_TTL_MS + 1_000)
    expect(await refusal(resetPassword(user.mobile, code))).toEqual({
      code: API_CODE.failure,
      msg: CODE_INVALID,
    })
  })

  it(`an SMS code dies after ${RESET_CODE_MAX_TRIES} wrong tries; a second request within a minute sends nothing`, async () => {
    const user = await registerByPhone('tries')
    await t.client().call(userResetCodeSend, { account: user.mobile })
    await t.client().call(userResetCodeSend, { account: user.mobile })
    const sent = await smsTo(user.mobile)
    expect(sent).toHaveLength(1)
    const code = codeIn(sent[0]!.text)
    for (let i = 0; i < RESET_CODE_MAX_TRIES; i++) await outcome(resetPassword(user.mobile, other(code)))
    expect(await refusal(resetPassword(user.mobile, code))).toEqual({
      code: API_CODE.failure,
      msg: CODE_INVALID,
    })
    t.clock.advance(RESET_CODE_RESEND_MS + 1_000)
    await t.client().call(userResetCodeSend, { account: user.mobile })
    const fresh = codeIn((await smsTo(user.mobile, 2))[0]!.text)
    await resetPassword(user.mobile, fresh)
    expect(await outcome(t.login(user.account, 'brandnew1'))).toBe(1)
  })

  it('forgot payment code: a code to the email (answered masked) sets a new payment code once', async () => {
    const user = await t.register('paymail')
    const api = t.client(user.token)
    await api.call(userResetPay, { mode: 'set', newCode: '246810' })
    expect(await api.call(userPayCodeSendCode)).toEqual({
      expiresInSeconds: 900,
      codeLength: 6,
      channel: 'email',
      destination: `${user.account.slice(0, 1)}•••@example.com`,
    })
    const [mail] = await mailTo(`${user.account}@example.com`)
    expect(mail!.subject).toBe('Your CrossMart payment code reset code')
    const code = codeIn(mail!.text)
    await api.call(userPayCodeReset, { code, newCode: '975310', confirmCode: '975310' })
    expect(await api.call(userVerifyPay, { payCode: '975310' })).toEqual({ valid: true, payCodeSet: true })
    expect(await outcome(api.call(userVerifyPay, { payCode: '246810' }))).toBe(API_CODE.payCodeWrong)
    // Single use; and the login password and sessions are untouched.
    expect(
      await refusal(api.call(userPayCodeReset, { code, newCode: '864202', confirmCode: '864202' })),
    ).toEqual({
      code: API_CODE.failure,
      msg: CODE_INVALID,
    })
    expect(await outcome(t.login(user.account, user.password))).toBe(1)
  })

  it('forgot payment code for a phone shopper goes by SMS; a password code does not set a payment code', async () => {
    const user = await registerByPhone('paysms')
    const api = t.client(user.token)
    const answer = await api.call(userPayCodeSendCode)
    expect(answer).toMatchObject({
      channel: 'sms',
      destination: maskDestination({ channel: 'sms', to: user.mobile }),
    })
    expect(answer.destination).toMatch(/^\+66•+\d\d$/)
    const payCode = codeIn((await smsTo(user.mobile))[0]!.text)
    t.clock.advance(RESET_CODE_RESEND_MS + 1_000)
    await t.client().call(userResetCodeSend, { account: user.mobile })
    const passwordCode = codeIn((await smsTo(user.mobile, 2))[0]!.text)
    if (passwordCode !== payCode)
      expect(
        await outcome(
          api.call(userPayCodeReset, { code: passwordCode, newCode: '975310', confirmCode: '975310' }),
        ),
      ).toBe(API_CODE.failure)
    // The password code did not retire the payment code's one.
    await api.call(userPayCodeReset, { code: payCode, newCode: '975310', confirmCode: '975310' })
    expect(await api.call(userVerifyPay, { payCode: '975310' })).toEqual({ valid: true, payCodeSet: true })
  })

  it('a payment code reset by code lifts the verify_pay lock', async () => {
    const user = await t.register('paylock')
    const api = t.client(user.token)
    await api.call(userResetPay, { mode: 'set', newCode: '246810' })
    for (let i = 0; i < ATTEMPT_LIMIT; i++) await outcome(api.call(userVerifyPay, { payCode: '135790' }))
    expect(await outcome(api.call(userVerifyPay, { payCode: '246810' }))).toBe(API_CODE.rateLimited)
    await api.call(userPayCodeSendCode)
    const code = codeIn((await mailTo(`${user.account}@example.com`))[0]!.text)
    await api.call(userPayCodeReset, { code, newCode: '975310', confirmCode: '975310' })
    expect(await api.call(userVerifyPay, { payCode: '975310' })).toEqual({ valid: true, payCodeSet: true })
  })

  it.each(['111111', '123456', '654321', '901234'])(
    'refuses the trivial new payment code %s',
    async (newCode) => {
      const user = await t.register('trivial')
      const api = t.client(user.token)
      const issues = async (path: string, body: unknown) => {
        const { body: answer } = await t.raw(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: user.token },
          body: JSON.stringify(body),
        })
        expect(answer.code).toBe(API_CODE.validation)
        return (answer.data as { issues: unknown[] }).issues
      }
      expect(await issues('/api/user/resetPay', { mode: 'set', newCode })).toContainEqual({
        path: 'newCode',
        messageKey: 'validation.payCodeTrivial',
      })
      await api.call(userResetPay, { mode: 'set', newCode: '246810' })
      expect(
        await issues('/api/user/resetPay', { mode: 'change', oldCode: '246810', newCode }),
      ).toContainEqual({
        path: 'newCode',
        messageKey: 'validation.payCodeTrivial',
      })
      expect(
        await issues('/api/user/pay_code_reset', { code: '000000', newCode, confirmCode: newCode }),
      ).toContainEqual({
        path: 'newCode',
        messageKey: 'validation.payCodeTrivial',
      })
      expect(await api.call(userVerifyPay, { payCode: '246810' })).toEqual({ valid: true, payCodeSet: true })
    },
  )

  it('an SMS the provider refuses changes nothing of the answer; the failure is logged', async () => {
    const user = await registerByPhone('nosms')
    const errors: string[] = []
    const codes = createResetCodes({
      ...t.server.services,
      logger: { info: () => {}, warn: () => {}, error: (message) => errors.push(message) },
      sms: { send: () => Promise.reject(new SmsDeliveryError('SMS provider answered HTTP 500')) },
    })
    await expect(codes.send(user.mobile)).resolves.toBeUndefined()
    await codes.settled()
    expect(errors).toEqual(['reset code SMS failed'])
  })

  it('a guest cannot ask for a payment code reset', async () => {
    expect((await t.raw('/api/user/pay_code_send_code', { method: 'POST' })).status).toBe(401)
  })
})

describe('where a reset code goes', () => {
  it.each([
    [
      { email: 'ann@example.com', mobile: '+66812345678' },
      '+66812345678',
      { channel: 'sms', to: '+66812345678' },
    ],
    [
      { email: 'ann@example.com', mobile: '+66812345678' },
      'ANN@example.com',
      { channel: 'email', to: 'ann@example.com' },
    ],
    [
      { email: 'ann@example.com', mobile: '+66812345678' },
      'ann',
      { channel: 'email', to: 'ann@example.com' },
    ],
    [{ email: null, mobile: '+66812345678' }, 'ann', { channel: 'sms', to: '+66812345678' }],
    [{ email: null, mobile: null }, 'ann', undefined],
  ])('%j typed %s', (user, typed, expected) => {
    expect(resetDelivery(user, typed)).toEqual(expected)
  })

  it('masks the destination', () => {
    expect(maskDestination({ channel: 'email', to: 'ann@example.com' })).toBe('a•••@example.com')
    expect(maskDestination({ channel: 'sms', to: '+66812345678' })).toBe('+66•••••••78')
  })
})
