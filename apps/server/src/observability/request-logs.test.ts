import { userLogin, userResetPay, userVerifyPay } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support/test-server'
import { createPinoLogger } from './pino-logger'
import { createRequestScope } from './request-scope'

/** Every line the server wrote, through an injected destination (server README "Logs"). */
function captured() {
  const lines: string[] = []
  return {
    destination: { write: (line: string) => void lines.push(line) },
    lines,
    parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  }
}

describe('structured logs with request ids', () => {
  let t: TestServer
  const out = captured()
  beforeAll(async () => {
    const scope = createRequestScope()
    t = await startTestServer('pglite', {
      seed: false,
      requestScope: scope,
      logger: createPinoLogger({ level: 'info', scope, destination: out.destination }),
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('keeps the caller’s X-Request-Id, returns it and puts it on the request’s log lines', async () => {
    const response = await fetch(`${t.url}/api/user/language_list`, {
      headers: { 'x-request-id': 'lb-4711.a' },
    })
    expect(response.headers.get('x-request-id')).toBe('lb-4711.a')
    const mine = out.parsed().filter((line) => line['requestId'] === 'lb-4711.a')
    expect(mine).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        method: 'GET',
        route: '/api/user/language_list',
        status: 200,
      }),
    ])
  })

  it.each([
    { what: 'none', header: undefined },
    { what: 'one with spaces and quotes', header: 'a "b" c' },
    { what: 'one too long', header: 'x'.repeat(200) },
  ])('makes an id when the request brings $what', async ({ header }) => {
    const response = await fetch(
      `${t.url}/api/nowhere`,
      header ? { headers: { 'x-request-id': header } } : {},
    )
    expect(response.status).toBe(404)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(out.parsed().filter((line) => line['requestId'] === id)).toHaveLength(1)
  })

  it('never writes a login password or a payment code', async () => {
    const password = 'Pw-never-logged-8231'
    const payCode = '918273'
    const wrongCode = '564738'
    const { token } = await t.register('logged')
    await expect(t.client().call(userLogin, { account: 'nobody-here', password })).rejects.toThrow()
    await t.client(token).call(userResetPay, { mode: 'set', newCode: payCode })
    await t.client(token).call(userVerifyPay, { payCode })
    await expect(t.client(token).call(userVerifyPay, { payCode: wrongCode })).rejects.toThrow()
    // A secret handed to the logger as a field by mistake is redacted, at any of the first depths.
    const logger = createPinoLogger({ level: 'info', destination: out.destination })
    logger.warn('careless', {
      password,
      input: { payCode, newCode: payCode },
      headers: { authorization: token },
    })
    const all = out.lines.join('\n')
    expect(all).toContain('careless')
    expect(all).toContain('[redacted]')
    for (const secret of [password, payCode, wrongCode, token]) expect(all).not.toContain(secret)
  })

  it('writes JSON lines with time, level name and message', () => {
    expect(out.lines.length).toBeGreaterThan(0)
    for (const line of out.parsed()) {
      expect(line).toEqual(expect.objectContaining({ time: expect.any(String), level: expect.any(String) }))
      expect(typeof line['msg']).toBe('string')
    }
  })
})
