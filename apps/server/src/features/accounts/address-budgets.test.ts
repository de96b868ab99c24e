import { API_CODE, type ApiClient, userRegister } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drawProductArt } from '../../seed/product-art'
import { refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const png = (hue: number) =>
  new Blob([drawProductArt(hue, 'circle', 16) as Uint8Array<ArrayBuffer>], { type: 'image/png' })
const IMAGE_BYTES = png(10).size

// Issue #32 (server README "Security"): sign-ups and upload bytes are bounded per client address,
// whatever accounts it uses; another address is unaffected, and the window moves on.
describe.each(endpointDrivers())('per-address budgets on %s', (driver) => {
  let t: TestServer
  let registered = 0
  beforeAll(async () => {
    t = await startTestServer(driver, {
      seed: false,
      config: {
        abuseLimits: { registrationsPerHourPerIp: 3, uploadBytesPerIpPerDay: Math.floor(IMAGE_BYTES * 2.5) },
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  const registerFrom = (client: ApiClient) => {
    registered += 1
    const account = `budget${registered}${Date.now().toString(36)}`
    return client.call(userRegister, {
      username: account,
      email: `${account}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    })
  }

  it('registrations: 3 an hour from one address, then 1004; other addresses and the next hour go on', async () => {
    const here = t.clientFrom('127.0.3.1')
    for (let i = 0; i < 3; i++) await registerFrom(here)
    const refused = await refusal(registerFrom(here))
    expect(refused).toEqual({
      code: API_CODE.rateLimited,
      msg: 'Too many accounts were created from your network in the last hour (3 at most): please try again later',
    })
    await registerFrom(t.clientFrom('127.0.3.2'))
    t.clock.advance(61 * 60 * 1000)
    await registerFrom(here)
  })

  it('a parallel burst from one address cannot overshoot', async () => {
    const here = t.clientFrom('127.0.3.3')
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => registerFrom(here)))
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(3)
  })

  it("upload bytes per address per day: fresh accounts share their address's budget", async () => {
    const from = '127.0.3.4'
    const accounts = []
    for (let i = 0; i < 3; i++)
      accounts.push((await registerFrom(t.clientFrom(`127.0.4.${i + 1}`))).userinfo.token)
    await t.clientFrom(from, accounts[0]).upload(png(10))
    await t.clientFrom(from, accounts[1]).upload(png(10))
    expect(await refusal(t.clientFrom(from, accounts[2]).upload(png(10)))).toEqual({
      code: API_CODE.validation,
      msg: `More than ${Math.round(((IMAGE_BYTES * 2.5) / 1024 / 1024) * 10) / 10} MB of images were uploaded from your network today, the most one address may send in a day: please try again tomorrow`,
    })
    // The same account from another address still has its own quota; the next day the address is free again.
    await t.clientFrom('127.0.3.5', accounts[2]).upload(png(10))
    t.clock.advance(24 * 60 * 60 * 1000 + 1000)
    await t.clientFrom(from, accounts[2]).upload(png(10))
  })
})
