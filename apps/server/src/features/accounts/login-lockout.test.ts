import { API_CODE, createApiClient, userLogin, userResetPay, userVerifyPay } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ATTEMPT_LIMIT, ATTEMPT_WINDOW_MS, LOGIN_ACCOUNT_CEILING } from '../../security/attempt-guard'
import { outcome } from '../../test-support/commerce-outcome'
import { fetchFromAddress } from '../../test-support/fetch-from-address'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const OK = 1
const WRONG = API_CODE.wrongCredentials
const LOCKED = API_CODE.rateLimited

// Client addresses: distinct loopback source addresses, seen by the server as distinct client IPs.
const A = '127.0.0.2'
const B = '127.0.0.3'
const C = '127.0.0.4'
// X-Forwarded-For values (TEST-NET-3, documentation addresses: never contacted, only sent as text).
const XFF = (n: number) => `203.0.113.${n}`

interface Step {
  /** The local address the request leaves from. */
  from: string
  /** An X-Forwarded-For header to send along. */
  xff?: string
  password: 'right' | 'wrong'
  expect: typeof OK | typeof WRONG | typeof LOCKED
}

const repeat = (times: number, step: Step): Step[] => Array.from({ length: times }, () => step)
const below = ATTEMPT_LIMIT - 1

/** Login scenarios (README "Security": 5 failures in 15 minutes per account and client IP). */
const SCENARIOS: { name: string; trustProxy: boolean; steps: Step[] }[] = [
  {
    name: 'failures from A lock A, even with the right password; B still logs in',
    trustProxy: false,
    steps: [
      ...repeat(below, { from: A, password: 'wrong', expect: WRONG }),
      { from: A, password: 'wrong', expect: LOCKED },
      { from: A, password: 'right', expect: LOCKED },
      { from: B, password: 'right', expect: OK },
      // B's success clears B's failures only: A stays locked.
      { from: A, password: 'right', expect: LOCKED },
      // B counts on its own: 4 failures are still "wrong", not locked.
      ...repeat(below, { from: B, password: 'wrong', expect: WRONG }),
      { from: B, password: 'right', expect: OK },
    ],
  },
  {
    name: "a success clears that IP's failures and no other IP's",
    trustProxy: false,
    steps: [
      ...repeat(below, { from: A, password: 'wrong', expect: WRONG }),
      ...repeat(below, { from: C, password: 'wrong', expect: WRONG }),
      { from: A, password: 'right', expect: OK },
      // A starts again from zero: another 4 failures are answered "wrong", the 5th locks.
      ...repeat(below, { from: A, password: 'wrong', expect: WRONG }),
      { from: A, password: 'wrong', expect: LOCKED },
      // C's 4 failures from before A's success still count: its 5th locks.
      { from: C, password: 'wrong', expect: LOCKED },
    ],
  },
  {
    name: 'without TRUST_PROXY a changing X-Forwarded-For is not a new client',
    trustProxy: false,
    steps: [
      ...Array.from(
        { length: below },
        (_, i): Step => ({ from: A, xff: XFF(i + 1), password: 'wrong', expect: WRONG }),
      ),
      { from: A, xff: XFF(50), password: 'wrong', expect: LOCKED },
      { from: A, xff: XFF(51), password: 'right', expect: LOCKED },
    ],
  },
  {
    name: 'with TRUST_PROXY the X-Forwarded-For address is the client',
    trustProxy: true,
    steps: [
      ...repeat(below, { from: A, xff: XFF(1), password: 'wrong', expect: WRONG }),
      { from: A, xff: XFF(1), password: 'wrong', expect: LOCKED },
      // Same socket address (the proxy), another client behind it.
      { from: A, xff: XFF(2), password: 'right', expect: OK },
      { from: A, xff: XFF(1), password: 'right', expect: LOCKED },
    ],
  },
]

describe.each(endpointDrivers())('login lockout on %s', (driver) => {
  const servers = new Map<boolean, TestServer>()
  beforeAll(async () => {
    for (const trustProxy of [false, true]) {
      servers.set(trustProxy, await startTestServer(driver, { seed: false, config: { trustProxy } }))
    }
  })
  afterAll(async () => {
    for (const server of servers.values()) await server.close()
  })
  const direct = () => servers.get(false)!

  /** One login over HTTP from `from` (with X-Forwarded-For when given); the envelope code. */
  function login(t: TestServer, from: string, account: string, password: string, xff?: string) {
    const viaAddress = fetchFromAddress(from)
    const fetch: typeof globalThis.fetch = xff
      ? (input, init) => {
          const request = new Request(input, init)
          request.headers.set('x-forwarded-for', xff)
          return viaAddress(request)
        }
      : viaAddress
    const client = createApiClient({ baseUrl: t.url, duplicateWindowMs: 0, fetch })
    return client.call(userLogin, { account, password })
  }

  it.each(SCENARIOS)('$name', async ({ trustProxy, steps }) => {
    const t = servers.get(trustProxy)!
    const { account, password } = await t.register('lockout')
    const codes: number[] = []
    for (const step of steps) {
      const typed = step.password === 'right' ? password : 'not-the-password'
      codes.push(await outcome(login(t, step.from, account, typed, step.xff)))
    }
    expect(codes).toEqual(steps.map((s) => s.expect))
  })

  it('keeps the lock message, lifts the lock when the window passes', async () => {
    const t = direct()
    const { account, password } = await t.register('lockmsg')
    for (let i = 0; i < ATTEMPT_LIMIT; i++) await outcome(login(t, A, account, 'not-the-password'))
    await expect(login(t, A, account, password)).rejects.toMatchObject({
      code: LOCKED,
      message: expect.stringMatching(/^Too many failed login attempts\. Try again in 15 minutes$/),
    })
    t.clock.advance(ATTEMPT_WINDOW_MS + 1000)
    expect(await outcome(login(t, A, account, password))).toBe(OK)
  })

  it('an account-wide ceiling stops a guess spread over many IPs', async () => {
    const t = direct()
    const { account, password } = await t.register('ceiling')
    let hosts = 0
    const nextIp = () => `127.0.1.${++hosts}`
    // One failure short of the ceiling, no IP reaching its own limit: every answer is "wrong".
    const plan: { ip: string; tries: number }[] = []
    for (let left = LOGIN_ACCOUNT_CEILING - 1; left > 0; left -= below) {
      plan.push({ ip: nextIp(), tries: Math.min(below, left) })
    }
    const answers = await Promise.all(
      plan.map(async ({ ip, tries }) => {
        const codes: number[] = []
        for (let i = 0; i < tries; i++) codes.push(await outcome(login(t, ip, account, 'not-the-password')))
        return codes
      }),
    )
    expect(answers.flat()).toEqual(Array(LOGIN_ACCOUNT_CEILING - 1).fill(WRONG))
    // The owner from an address of their own still gets in (and clears nothing of the others').
    expect(await outcome(login(t, nextIp(), account, password))).toBe(OK)
    // One more failure, from an IP that never failed before, reaches the ceiling: locked for all.
    expect(await outcome(login(t, nextIp(), account, 'not-the-password'))).toBe(LOCKED)
    expect(await outcome(login(t, nextIp(), account, password))).toBe(LOCKED)
    expect(await outcome(login(t, plan[0]!.ip, account, password))).toBe(LOCKED)
    t.clock.advance(ATTEMPT_WINDOW_MS + 1000)
    expect(await outcome(login(t, nextIp(), account, password))).toBe(OK)
  })

  it('verify_pay stays per user: wrong codes from several IPs add up', async () => {
    const t = direct()
    const { token } = await t.register('paylock')
    await t.client(token).call(userResetPay, { mode: 'set', newCode: '246810' })
    const codes: number[] = []
    for (let i = 0; i < ATTEMPT_LIMIT; i++) {
      const client = t.clientFrom(`127.0.2.${i + 1}`, token)
      codes.push(await outcome(client.call(userVerifyPay, { payCode: `99999${i}` })))
    }
    expect(codes).toEqual([...Array(below).fill(API_CODE.payCodeWrong), LOCKED])
    expect(await outcome(t.clientFrom('127.0.2.99', token).call(userVerifyPay, { payCode: '246810' }))).toBe(
      LOCKED,
    )
  })
})
