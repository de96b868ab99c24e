import { API_CODE, userResetCodeReset, userResetCodeSend } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listDevMail } from '../../mail/dev-mailer'
import { ATTEMPT_LIMIT, LOGIN_ACCOUNT_CEILING } from '../../security/attempt-guard'
import { DEVICE_COOKIE } from '../../security/trusted-devices'
import { dbOf } from '../../test-support/commerce-fixtures'
import { fetchFromAddress } from '../../test-support/fetch-from-address'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const OK = 1
const LOCKED = API_CODE.rateLimited

/**
 * README "Security", owner step-up: strangers can reach the account-wide ceiling, but a browser the
 * owner used before (a successful login, or a password reset by mailed code) still gets in.
 */
describe.each(endpointDrivers())('owner step-up on %s', (driver) => {
  let t: TestServer
  let hosts = 0
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  const nextIp = () => {
    hosts += 1
    return `127.0.${10 + Math.floor(hosts / 250)}.${(hosts % 250) + 1}`
  }

  /** A login from `ip` with `cookie`; the code and the device cookie it set, if any. */
  async function login(ip: string, account: string, password: string, cookie?: string) {
    const response = await fetchFromAddress(ip)(`${t.url}/api/user/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie: `${DEVICE_COOKIE}=${cookie}` } : {}),
      },
      body: JSON.stringify({ account, password }),
    })
    const body = (await response.json()) as { code: number }
    return { code: body.code, setCookie: response.headers.get('set-cookie') }
  }
  const deviceIn = (setCookie: string | null) =>
    new RegExp(`${DEVICE_COOKIE}=([0-9a-f]{64})`).exec(setCookie ?? '')?.[1]

  /** Wrong passwords from many addresses at once, none over its own per-address limit. */
  const strangersBurst = (account: string, addresses: number) =>
    Promise.all(
      Array.from({ length: addresses }, () => {
        const ip = nextIp()
        return Promise.all(
          Array.from({ length: ATTEMPT_LIMIT - 1 }, async () => (await login(ip, account, 'guess-123')).code),
        )
      }),
    )

  it('a successful login leaves an HttpOnly, SameSite=Strict device cookie for the login calls only', async () => {
    const owner = await t.register('device')
    const first = await login(nextIp(), owner.account, owner.password)
    expect(first.code).toBe(OK)
    expect(first.setCookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[0-9a-f]{64};`))
    expect(first.setCookie).toContain('HttpOnly')
    expect(first.setCookie).toContain('SameSite=Strict')
    expect(first.setCookie).toContain('Path=/api/user')
    expect(first.setCookie).not.toContain('Secure') // plain HTTP here
    // A recognised browser keeps its cookie; no new one is issued.
    const again = await login(nextIp(), owner.account, owner.password, deviceIn(first.setCookie))
    expect(again).toEqual({ code: OK, setCookie: null })
  })

  it('under a parallel burst over the ceiling, only the owner’s known browser gets in', async () => {
    const owner = await t.register('target')
    const other = await t.register('other')
    const device = deviceIn((await login(nextIp(), owner.account, owner.password)).setCookie)!
    const otherDevice = deviceIn((await login(nextIp(), other.account, other.password)).setCookie)!
    const addresses = Math.ceil((LOGIN_ACCOUNT_CEILING + 10) / (ATTEMPT_LIMIT - 1))
    // The owner logs in while the burst runs, and after it.
    const [burst, during] = await Promise.all([
      strangersBurst(owner.account, addresses),
      Promise.all(Array.from({ length: 5 }, () => login(nextIp(), owner.account, owner.password, device))),
    ])
    expect(burst.flat()).toContain(LOCKED)
    expect(during.map((r) => r.code)).toEqual(Array(5).fill(OK))
    expect((await login(nextIp(), owner.account, owner.password, device)).code).toBe(OK)
    // Without it, with a forged one or with another user's, the ceiling holds.
    expect((await login(nextIp(), owner.account, owner.password)).code).toBe(LOCKED)
    expect((await login(nextIp(), owner.account, owner.password, 'f'.repeat(64))).code).toBe(LOCKED)
    expect((await login(nextIp(), owner.account, owner.password, otherDevice)).code).toBe(LOCKED)
    // The known browser is no master key: a wrong password is still wrong, and its address still
    // locks after its own 5 failures.
    const ip = nextIp()
    const mine: number[] = []
    for (let i = 0; i < ATTEMPT_LIMIT; i++)
      mine.push((await login(ip, owner.account, 'guess-123', device)).code)
    expect(mine).toEqual([...Array(ATTEMPT_LIMIT - 1).fill(API_CODE.wrongCredentials), LOCKED])
    expect((await login(ip, owner.account, owner.password, device)).code).toBe(LOCKED)
  })

  it('a password reset by mailed code makes a new browser the owner’s, while strangers keep guessing', async () => {
    const owner = await t.register('reset')
    const email = `${owner.account}@example.com`
    await strangersBurst(owner.account, Math.ceil(LOGIN_ACCOUNT_CEILING / (ATTEMPT_LIMIT - 1)) + 1)
    expect((await login(nextIp(), owner.account, owner.password)).code).toBe(LOCKED)

    await t.client().call(userResetCodeSend, { account: owner.account })
    // The code is mailed after the answer; once the mailer has settled it is in the outbox.
    await t.server.services.mailer.settled()
    const mail = (await listDevMail(dbOf(t), 1_000)).find((m) => m.to === email)
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? ''
    const response = await fetch(`${t.url}${userResetCodeReset.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: owner.account,
        code,
        newPassword: 'brandnew1',
        confirmPassword: 'brandnew1',
      }),
    })
    expect(((await response.json()) as { code: number }).code).toBe(OK)
    const device = deviceIn(response.headers.get('set-cookie'))!
    expect(device).toMatch(/^[0-9a-f]{64}$/)

    const [burst, mine] = await Promise.all([
      strangersBurst(owner.account, 4),
      login(nextIp(), owner.account, 'brandnew1', device),
    ])
    expect(burst.flat().every((c) => c === LOCKED)).toBe(true)
    expect(mine.code).toBe(OK)
    expect((await login(nextIp(), owner.account, 'brandnew1')).code).toBe(LOCKED)
  })
})
