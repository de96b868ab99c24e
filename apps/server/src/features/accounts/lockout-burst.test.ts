import { API_CODE, productReviews, userGetUserInfo, userProfile } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTEMPT_LIMIT } from '../../security/attempt-guard'
import { publicName } from '../../security/public-name'
import { engineDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

/**
 * Server README "Security": lockouts that hold under bursts. Every burst is sent in parallel; before, the
 * lock was checked before the slow hash and the failure recorded after it, so all of a burst was
 * evaluated and the right secret among it accepted.
 */
describe.each(engineDrivers())('lockouts under bursts on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  const login = async (account: string, password: string) =>
    (
      await t.raw('/api/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ account, password }),
      })
    ).body.code

  it('40 parallel logins: at most ATTEMPT_LIMIT are evaluated, the right password among the rest is locked', async () => {
    const user = await t.register('burst')
    const attempts = Array.from({ length: 40 }, (_, i) => (i === 39 ? user.password : `wrong-${i}`))
    const codes = await Promise.all(attempts.map((password) => login(user.account, password)))
    const evaluated = codes.filter((code) => code !== API_CODE.rateLimited)
    expect(evaluated.length).toBeLessThanOrEqual(ATTEMPT_LIMIT)
    // Whatever order the server took them in, the lock now holds for the right password too.
    expect(await login(user.account, user.password)).toBe(API_CODE.rateLimited)
  })

  it('60 parallel logins with the right password last are never all evaluated', async () => {
    const user = await t.register('burst60')
    const codes = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(user.account, i === 59 ? user.password : `nope-${i}`)),
    )
    expect(codes.filter((code) => code !== API_CODE.rateLimited).length).toBeLessThanOrEqual(ATTEMPT_LIMIT)
  })

  it('failures count against the resolved account, whichever alias is typed', async () => {
    const user = await t.register('alias')
    const email = `${user.account}@example.com`
    // Issue #31: an account registers with one contact (the email here); the mobile is added after.
    const mobile = `+1555${String(Date.now() % 1e8).padStart(8, '0')}`
    await t.client(user.token).call(userProfile, { mobile })
    const info = await t.client(user.token).call(userGetUserInfo)
    expect(info.mobile).toBe(mobile)
    const aliases = [user.account, email, info.mobile, user.account.toUpperCase()]
    for (let i = 0; i < ATTEMPT_LIMIT - 1; i++) {
      expect(await login(aliases[i % aliases.length]!, 'wrong-pass')).toBe(API_CODE.wrongCredentials)
    }
    expect(await login(info.mobile, 'wrong-pass')).toBe(API_CODE.rateLimited)
    expect(await login(email, user.password)).toBe(API_CODE.rateLimited)
  })

  it('30 parallel payment-code checks: at most ATTEMPT_LIMIT are evaluated', async () => {
    const user = await t.register('paybur')
    const post = (path: string, body: unknown) =>
      t.raw(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: user.token },
        body: JSON.stringify(body),
      })
    expect((await post('/api/user/resetPay', { mode: 'set', newCode: '246810' })).body.code).toBe(1)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/user/verify_pay', { payCode: i === 29 ? '246810' : String(100000 + i) }),
      ),
    )
    const evaluated = answers.filter((a) => a.body.code !== API_CODE.rateLimited)
    expect(evaluated.length).toBeLessThanOrEqual(ATTEMPT_LIMIT)
    expect((await post('/api/user/verify_pay', { payCode: '246810' })).body.code).toBe(API_CODE.rateLimited)
  })

  it('a new account does not publish its login name as nickname', async () => {
    const user = await t.register('quiet')
    const info = await t.client(user.token).call(userGetUserInfo)
    expect(info.nickname).not.toBe(user.account)
    expect(info.nickname.toLowerCase()).not.toContain(user.account.toLowerCase())
    // Reviews (the public surface) never show a login name kept as an older account's nickname.
    expect(publicName('alice', 'Alice')).toBe('a***')
    expect(publicName('Alice W.', 'alice')).toBe('Alice W.')
    expect(productReviews.path).toBe('/api/product/reviews')
  })
})
