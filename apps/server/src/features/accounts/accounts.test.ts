import {
  API_CODE,
  ApiError,
  ApiUnauthorizedError,
  userGetUserInfo,
  userLanguageList,
  userLogin,
  userLogout,
  userProfile,
  userResetPay,
  userResetPwd,
  userSetLanguage,
  userVerifyPay,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTEMPT_WINDOW_MS } from '../../security/attempt-guard'
import { TOKEN_TTL_MS } from '../../security/token-service'
import { endpointDrivers } from '../../test-support/test-databases'
import { uploadTestImage } from '../../test-support/test-image'
import { DEMO_SHOPPER, startTestServer, type TestServer } from '../../test-support/test-server'

const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

describe.each(endpointDrivers())('accounts on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('registers, then logs in by account, email and mobile', async () => {
    const { account, password, userId } = await t.register('reg')
    const info = await t.client(await t.login(account, password)).call(userGetUserInfo)
    expect(info).toMatchObject({ id: userId, username: account, balanceCents: 0, payCodeSet: false })
    expect(await t.login(`${account}@example.com`, password)).toMatch(/^[0-9a-f]{64}$/)
    expect(await t.login(account.toUpperCase(), password)).toMatch(/^[0-9a-f]{64}$/)
  })

  // Issue #31: registration takes an email or a mobile (E.164, typed with spaces), exactly one.
  it('registers with a mobile only, stored in E.164, and logs in by it', async () => {
    const stamp = Date.now().toString(36)
    const response = await t.raw(
      '/api/user/register',
      json({
        username: `mob${stamp}`,
        mobile: '+66 81 234 5678',
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    )
    expect(response.body.code).toBe(1)
    const token = await t.login('+66812345678', 'secret123')
    const info = await t.client(token).call(userGetUserInfo)
    expect(info).toMatchObject({ username: `mob${stamp}`, mobile: '+66812345678' })
    expect(info.email ?? '').toBe('')
  })

  it('registers with an email only; the mobile stays empty', async () => {
    const stamp = Date.now().toString(36)
    const response = await t.raw(
      '/api/user/register',
      json({
        username: `mail${stamp}`,
        email: `mail${stamp}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    )
    expect(response.body.code).toBe(1)
    const info = await t.client(await t.login(`mail${stamp}@example.com`, 'secret123')).call(userGetUserInfo)
    expect(info).toMatchObject({ username: `mail${stamp}`, email: `mail${stamp}@example.com` })
    expect(info.mobile ?? '').toBe('')
  })

  it.each([
    ['both', { email: 'both@example.com', mobile: '+66812340000' }],
    ['neither', {}],
  ])('refuses a registration with %s email and mobile, with one clear message', async (_name, contact) => {
    const response = await t.raw(
      '/api/user/register',
      json({ username: `choice${_name}`, password: 'secret123', confirmPassword: 'secret123', ...contact }),
    )
    expect(response.body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Register with an email or a mobile number, not both',
    })
  })

  it('refuses a mobile whose country calling code does not exist', async () => {
    const response = await t.raw(
      '/api/user/register',
      json({
        username: 'nocode1',
        mobile: '+8091234567',
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    )
    expect(response.body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Please enter a valid mobile number',
    })
  })

  it('refuses a second registration of the same account, email or mobile', async () => {
    const { account } = await t.register('dup')
    const again = await t.raw(
      '/api/user/register',
      json({
        username: account,
        email: 'other@example.com',
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    )
    expect(again.body).toMatchObject({
      code: API_CODE.accountExists,
      msg: 'This account name is already registered',
    })
    const email = await t.raw(
      '/api/user/register',
      json({
        username: 'someoneelse1',
        email: `${account}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123',
      }),
    )
    expect(email.body.code).toBe(API_CODE.accountExists)
  })

  it('logs the demo shopper in with balance and payment code set', async () => {
    const token = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    const info = await t.client(token).call(userGetUserInfo)
    expect(info).toMatchObject({
      username: 'demo',
      balanceCents: DEMO_SHOPPER.balanceCents,
      payCodeSet: true,
    })
  })

  it('answers wrong credentials with a clear message and never says which part was wrong', async () => {
    const { account } = await t.register('wrong')
    for (const body of [
      { account, password: 'not-it-1' },
      { account: 'no-such-user-xyz', password: 'whatever1' },
    ]) {
      const response = await t.raw('/api/user/login', json(body))
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        code: API_CODE.wrongCredentials,
        msg: 'Wrong account or password',
        data: null,
      })
    }
  })

  it('locks login after 5 failures in 15 minutes, even for the right password, then unlocks', async () => {
    const { account, password } = await t.register('lock')
    const codes: number[] = []
    for (let i = 0; i < 5; i++)
      codes.push((await t.raw('/api/user/login', json({ account, password: `bad-${i}xx` }))).body.code)
    expect(codes.slice(0, 4)).toEqual([1012, 1012, 1012, 1012].map(() => API_CODE.wrongCredentials))
    expect(codes[4]).toBe(API_CODE.rateLimited)
    const locked = await t.raw('/api/user/login', json({ account, password }))
    expect(locked.body.code).toBe(API_CODE.rateLimited)
    expect(locked.body.msg).toMatch(/^Too many failed login attempts\. Try again in \d+ minutes$/)
    const zh = await t.raw('/api/user/login', json({ account, password }, { Lang: 'zh' }))
    expect(zh.body.msg).toContain('登录失败次数过多')
    t.clock.advance(ATTEMPT_WINDOW_MS + 1000)
    expect(await t.login(account, password)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('needs a token: 401 with an envelope, and a dead token is 401 too', async () => {
    const none = await t.raw('/api/user/getUserInfo')
    expect(none.status).toBe(401)
    expect(none.body).toMatchObject({ code: 401, msg: 'Please login first' })
    const bogus = await t.raw('/api/user/getUserInfo', { headers: { token: 'f'.repeat(64) } })
    expect(bogus.status).toBe(401)
    await expect(t.client('f'.repeat(64)).call(userGetUserInfo)).rejects.toBeInstanceOf(ApiUnauthorizedError)
  })

  it('revokes the token on logout', async () => {
    const { account, password } = await t.register('logout')
    const token = await t.login(account, password)
    const other = await t.login(account, password)
    await t.client(token).call(userLogout)
    await expect(t.client(token).call(userGetUserInfo)).rejects.toBeInstanceOf(ApiUnauthorizedError)
    // Only that session ends; the user's other device stays logged in.
    await expect(t.client(other).call(userGetUserInfo)).resolves.toMatchObject({ username: account })
  })

  it('expires tokens after 3 days', async () => {
    const { token } = await t.register('expiry')
    t.clock.advance(TOKEN_TTL_MS - 60_000)
    await expect(t.client(token).call(userGetUserInfo)).resolves.toBeTruthy()
    t.clock.advance(120_000)
    await expect(t.client(token).call(userGetUserInfo)).rejects.toBeInstanceOf(ApiUnauthorizedError)
  })

  it('changes the password: old one checked, every token revoked, new password works', async () => {
    const { token, account, password } = await t.register('pwd')
    const second = await t.login(account, password)
    await expect(
      t.client(token).call(userResetPwd, {
        oldPassword: 'wrong-old',
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      }),
    ).rejects.toMatchObject({ msg: 'The old password is wrong' })
    await t
      .client(token)
      .call(userResetPwd, { oldPassword: password, newPassword: 'brandnew1', confirmPassword: 'brandnew1' })
    for (const dead of [token, second]) {
      await expect(t.client(dead).call(userGetUserInfo)).rejects.toBeInstanceOf(ApiUnauthorizedError)
    }
    await expect(t.login(account, password)).rejects.toBeInstanceOf(ApiError)
    expect(await t.login(account, 'brandnew1')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('sets the payment code once without an old code, then changes it only with the old one', async () => {
    const { token } = await t.register('pay')
    const api = t.client(token)
    await expect(api.call(userVerifyPay, { payCode: '246810' })).rejects.toMatchObject({
      code: API_CODE.payCodeNotSet,
      msg: 'You have not set payment password',
    })
    await expect(
      api.call(userResetPay, { mode: 'change', oldCode: '111111', newCode: '975310' }),
    ).rejects.toMatchObject({
      code: API_CODE.payCodeNotSet,
    })
    await api.call(userResetPay, { mode: 'set', newCode: '246810' })
    expect((await api.call(userGetUserInfo)).payCodeSet).toBe(true)
    await expect(api.call(userResetPay, { mode: 'set', newCode: '258147' })).rejects.toMatchObject({
      code: API_CODE.failure,
    })
    await expect(
      api.call(userResetPay, { mode: 'change', oldCode: '000000', newCode: '258147' }),
    ).rejects.toMatchObject({
      code: API_CODE.payCodeWrong,
    })
    await api.call(userResetPay, { mode: 'change', oldCode: '246810', newCode: '258147' })
    await expect(api.call(userVerifyPay, { payCode: '258147' })).resolves.toEqual({
      valid: true,
      payCodeSet: true,
    })
  })

  it('locks verify_pay after 5 wrong codes in 15 minutes', async () => {
    const { token } = await t.register('verify')
    const api = t.client(token)
    await api.call(userResetPay, { mode: 'set', newCode: '246810' })
    const codes: number[] = []
    for (let i = 0; i < 5; i++) {
      codes.push(
        await api.call(userVerifyPay, { payCode: '99999' + i }).then(
          () => 1,
          (e: ApiError) => e.code,
        ),
      )
    }
    expect(codes).toEqual([...Array(4).fill(API_CODE.payCodeWrong), API_CODE.rateLimited])
    await expect(api.call(userVerifyPay, { payCode: '246810' })).rejects.toMatchObject({
      code: API_CODE.rateLimited,
      msg: expect.stringMatching(/^Too many wrong payment passwords\. Try again in \d+ minutes$/),
    })
    t.clock.advance(ATTEMPT_WINDOW_MS + 1000)
    await expect(api.call(userVerifyPay, { payCode: '246810' })).resolves.toEqual({
      valid: true,
      payCodeSet: true,
    })
  })

  it('updates the profile and refuses an email another user has', async () => {
    const first = await t.register('prof')
    const second = await t.register('prof')
    const avatar = await uploadTestImage(t, first.token)
    const updated = await t.client(first.token).call(userProfile, { nickname: 'New Name', avatar })
    expect(updated).toMatchObject({ nickname: 'New Name', avatar })
    await expect(
      t.client(first.token).call(userProfile, { email: `${second.account}@example.com` }),
    ).rejects.toMatchObject({
      code: API_CODE.accountExists,
    })
  })

  it('lists the five languages and stores the chosen one', async () => {
    const { list } = await t.client().call(userLanguageList)
    expect(list.map((l) => l.code)).toEqual(['en', 'zh', 'jp', 'kor', 'tai'])
    const { token } = await t.register('lang')
    await t.client(token).call(userSetLanguage, { lang: 'kor' })
    expect((await t.client(token).call(userGetUserInfo)).language).toBe('kor')
  })

  it.each([
    ['en', 'Please login first'],
    ['zh', '请先登录'],
    ['zh-CN', '请先登录'],
    ['jp', '先にログインしてください'],
    ['kor', '먼저 로그인하세요'],
    ['tai', 'กรุณาเข้าสู่ระบบก่อน'],
    ['xx', 'Please login first'],
  ])('localizes messages by the Lang header %s', async (lang, msg) => {
    const response = await t.raw('/api/user/getUserInfo', { headers: { Lang: lang } })
    expect(response.body.msg).toBe(msg)
  })

  it.each([
    [{ account: '', password: 'x' }, 'Please enter your account'],
    [{ account: 'a' }, 'Please enter your password'],
    [{}, 'Please enter your account; Please enter your password'],
    ['not an object', 'Invalid value'],
  ])('validates login input %j with a clear message', async (body, msg) => {
    const response = await t.raw('/api/user/login', json(body))
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ code: API_CODE.validation, msg })
  })

  it.each([
    [{ password: '123', confirmPassword: '123' }, 'The password must be at least 6 characters'],
    [{ password: 'secret123', confirmPassword: 'secret124' }, 'The two passwords do not match'],
    [{ email: 'not-an-email' }, 'Please enter a valid email'],
    [{ email: undefined, mobile: 'abc' }, 'Please enter a valid mobile number'],
  ])('validates registration %j', async (override, msg) => {
    const body = {
      username: 'valid1',
      email: 'v@example.com',
      password: 'secret123',
      confirmPassword: 'secret123',
      ...override,
    }
    const response = await t.raw('/api/user/register', json(body))
    expect(response.body).toMatchObject({ code: API_CODE.validation, msg })
  })

  it('answers bad JSON with code != 1 and no stack trace', async () => {
    const response = await t.raw('/api/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"account":',
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      code: API_CODE.validation,
      msg: 'The request body is not valid JSON',
      data: null,
    })
  })

  it('validates with the same message in another language', async () => {
    const response = await t.raw('/api/user/login', json({ account: '', password: '' }, { Lang: 'jp' }))
    expect(response.body.msg).toBe('アカウントを入力してください; パスワードを入力してください')
  })

  it('logs in through the typed client too', async () => {
    const data = await t
      .client()
      .call(userLogin, { account: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password })
    expect(data.userinfo.username).toBe('demo')
  })
})
