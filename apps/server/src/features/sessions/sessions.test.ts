import {
  API_CODE,
  userGetUserInfo,
  userLogout,
  userSessionRevoke,
  userSessions,
  userSessionsRevokeOthers,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outcome } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { SESSION_TOUCH_INTERVAL_MS } from './session-activity'

describe.each(endpointDrivers())('active sessions on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A call made by a browser: its User-Agent is what the sessions list shows. */
  const browse = (token: string, userAgent: string) =>
    t.raw('/api/user/getUserInfo', { headers: { token, 'user-agent': userAgent } })

  it('lists every live login with times and User-Agent, the current first, and never a token', async () => {
    const user = await t.register('sessions')
    const phone = await t.login(user.account, user.password)
    const laptop = await t.login(user.account, user.password)
    await browse(phone, 'PhoneBrowser/1.0')
    await browse(laptop, 'LaptopBrowser/2.0')
    const answer = await t.raw('/api/user/sessions', {
      headers: { token: laptop, 'user-agent': 'LaptopBrowser/2.0' },
    })
    const { list } = answer.body.data as { list: Record<string, unknown>[] }
    expect(list).toHaveLength(3)
    expect(list[0]).toMatchObject({ current: true, userAgent: 'LaptopBrowser/2.0' })
    expect(list.filter((s) => s['current'])).toHaveLength(1)
    expect(list.map((s) => s['userAgent']).sort()).toEqual(
      ['LaptopBrowser/2.0', 'PhoneBrowser/1.0', null].sort(),
    )
    for (const s of list) {
      expect(typeof s['createdAt']).toBe('string')
      expect(typeof s['expiresAt']).toBe('string')
      expect(s['id']).toMatch(/^[0-9a-f]{32}$/)
    }
    // No token, nor its stored digest, anywhere in the answer.
    const text = JSON.stringify(answer.body)
    for (const token of [user.token, phone, laptop]) expect(text).not.toContain(token)
    // The registration's session never called with a User-Agent: not used yet... until it is.
    expect(list.find((s) => s['userAgent'] === null)?.['lastUsedAt']).toBeNull()
  })

  it('"last used" moves at most once a minute', async () => {
    const user = await t.register('touch')
    await browse(user.token, 'A/1')
    const first = (await t.client(user.token).call(userSessions)).list[0]!
    await browse(user.token, 'B/2')
    expect((await t.client(user.token).call(userSessions)).list[0]).toMatchObject({
      lastUsedAt: first.lastUsedAt,
      userAgent: 'A/1',
    })
    t.clock.advance(SESSION_TOUCH_INTERVAL_MS + 1_000)
    await browse(user.token, 'B/2')
    const later = (await t.client(user.token).call(userSessions)).list[0]!
    expect(later.userAgent).toBe('B/2')
    expect(Date.parse(later.lastUsedAt!)).toBeGreaterThan(Date.parse(first.lastUsedAt!))
  })

  it('log out everywhere else: other tokens die, this one lives, other users untouched', async () => {
    const user = await t.register('others')
    const second = await t.login(user.account, user.password)
    const third = await t.login(user.account, user.password)
    const bystander = await t.register('bystander')
    expect(await t.client(second).call(userSessionsRevokeOthers)).toEqual({ revoked: 2 })
    expect((await browse(user.token, 'x')).status).toBe(401)
    expect((await browse(third, 'x')).status).toBe(401)
    expect(await outcome(t.client(second).call(userGetUserInfo))).toBe(1)
    expect(await outcome(t.client(bystander.token).call(userGetUserInfo))).toBe(1)
    expect((await t.client(second).call(userSessions)).list).toMatchObject([{ current: true }])
    expect(await t.client(second).call(userSessionsRevokeOthers)).toEqual({ revoked: 0 })
  })

  it("revokes one session by id; a logged-out or another user's id answers not found", async () => {
    const user = await t.register('one')
    const other = await t.login(user.account, user.password)
    const stranger = await t.register('stranger')
    const target = (await t.client(user.token).call(userSessions)).list.find((s) => !s.current)!
    expect(await outcome(t.client(stranger.token).call(userSessionRevoke, { id: target.id }))).toBe(
      API_CODE.notFound,
    )
    expect(await outcome(t.client(other).call(userGetUserInfo))).toBe(1)
    await t.client(user.token).call(userSessionRevoke, { id: target.id })
    expect((await browse(other, 'x')).status).toBe(401)
    expect(await outcome(t.client(user.token).call(userSessionRevoke, { id: target.id }))).toBe(
      API_CODE.notFound,
    )
    // Logging out removes the session from the list.
    const third = await t.login(user.account, user.password)
    await t.client(third).call(userLogout)
    expect((await t.client(user.token).call(userSessions)).list).toHaveLength(1)
  })

  it('guests are refused (401)', async () => {
    expect((await t.raw('/api/user/sessions')).status).toBe(401)
  })
})
