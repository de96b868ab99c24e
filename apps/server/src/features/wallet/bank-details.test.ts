import { walletBankDetails } from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig, type PlatformBank } from '../../config/config'
import { ConfigError } from '../../config/config-error'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const BANK: PlatformBank = {
  bankName: 'Kasikorn Bank',
  accountName: 'CrossMart Co., Ltd.',
  accountNumber: '123-4-56789-0',
  swift: 'KASITHBK',
}

describe('PLATFORM_BANK_* (server README "Platform bank details")', () => {
  // Not a demo: a demo without the settings shows a marked demo account (config.test.ts).
  const load = (env: Record<string, string>) =>
    loadConfig({ env: { SEED_DEMO: '0', ...env }, baseDir: '/repo' }).platformBank
  it.each([
    [{}, undefined],
    [
      {
        PLATFORM_BANK_NAME: ' Kasikorn Bank ',
        PLATFORM_BANK_ACCOUNT_NAME: 'CrossMart Co., Ltd.',
        PLATFORM_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
        PLATFORM_BANK_SWIFT: 'KASITHBK',
      },
      BANK,
    ],
    [
      { PLATFORM_BANK_NAME: 'B', PLATFORM_BANK_ACCOUNT_NAME: 'H', PLATFORM_BANK_ACCOUNT_NUMBER: '1' },
      { bankName: 'B', accountName: 'H', accountNumber: '1', swift: '' },
    ],
  ])('%j -> %j', (env, expected) => {
    expect(load(env)).toEqual(expected)
  })

  it('refuses a half-set account (money would go nowhere)', () => {
    expect(() => load({ PLATFORM_BANK_NAME: 'B', PLATFORM_BANK_ACCOUNT_NUMBER: '1' })).toThrow(ConfigError)
  })
})

describe.each(endpointDrivers())('the card top-up bank details on %s', (driver) => {
  let withBank: TestServer
  beforeAll(async () => {
    withBank = await startTestServer(driver, { seed: false, config: { platformBank: BANK } })
  }, 180_000)
  afterAll(async () => {
    await withBank?.close()
  })

  it("answers a shopper with the operator's account, null while none is set, and nothing to a guest", async () => {
    const shopper = withBank.client((await withBank.register('bank')).token)
    expect(await shopper.call(walletBankDetails)).toEqual(BANK)
    // the same server as if started without PLATFORM_BANK_* (one server: starting two is slow)
    const { config } = withBank.server.services
    config.platformBank = undefined
    expect(await shopper.call(walletBankDetails)).toBeNull()
    config.platformBank = BANK
    await expect(withBank.client().call(walletBankDetails)).rejects.toMatchObject({
      name: 'ApiUnauthorizedError',
    })
  })
})
