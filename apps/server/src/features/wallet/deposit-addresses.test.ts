import {
  API_CODE,
  consoleRecharges,
  RECHARGE_METHOD,
  walletExtractInfo,
  walletGetBlockchain,
  walletRecharge,
  walletRechargeLog,
} from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PLATFORM_DEPOSITS, type PlatformDeposits } from '../../config/platform-deposits'
import { users } from '../../db/schema'
import { dbOf, makeShopper } from '../../test-support/commerce-fixtures'
import { refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

// Issue #46: the on-chain top-up's addresses are the operator's (PLATFORM_DEPOSIT_<NETWORK>), the
// marked demo set in a demo, none otherwise; the shopper may give the transaction hash, which the
// operator who audits the recharge sees.

/** The USDT contract on Tron: a well-formed TRC20 address. */
const OPERATOR_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
const OPERATOR_DEPOSITS: PlatformDeposits = { addresses: { TRC20: OPERATOR_TRC20 }, demo: false }
const TRON_TX = 'a'.repeat(64)
const EVM_TX = `0x${'b1'.repeat(32)}`

describe.each(endpointDrivers())('on-chain deposit addresses on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false, config: { platformDeposits: OPERATOR_DEPOSITS } })
  }, 180_000)
  afterAll(async () => {
    await t?.close()
  })
  /** The same server as if started with other settings (one server: starting two is slow). */
  const withDeposits = (deposits: PlatformDeposits | undefined) => {
    t.server.services.config.platformDeposits = deposits
  }
  const onChain = (image: string, network: string, address: string, extra: Record<string, string> = {}) => ({
    method: RECHARGE_METHOD.onChain,
    network,
    address,
    amountCents: 2_500,
    evidence: image,
    ...extra,
  })

  it("lists the operator's address, null where none is set, and nothing marked demo", async () => {
    withDeposits(OPERATOR_DEPOSITS)
    const s = await makeShopper(t)
    const { list } = await s.client.call(walletGetBlockchain)
    expect(list.map((n) => [n.network, n.address, n.demo])).toEqual([
      ['TRC20', OPERATOR_TRC20, false],
      ['ERC20', null, false],
      ['DEX', null, false],
      ['BSC', null, false],
      ['HECO', null, false],
    ])
    expect((await s.client.call(walletExtractInfo)).networks).toEqual(list)
  })

  it('marks the demo set as demo', async () => {
    withDeposits(DEMO_PLATFORM_DEPOSITS)
    const s = await makeShopper(t)
    const { list } = await s.client.call(walletGetBlockchain)
    expect(
      list.every((n) => n.demo && n.address === DEMO_PLATFORM_DEPOSITS.addresses[n.network as 'TRC20']),
    ).toBe(true)
    withDeposits(OPERATOR_DEPOSITS)
  })

  it('refuses a recharge on a supported network with no address set, saying to ask customer service', async () => {
    withDeposits(OPERATOR_DEPOSITS)
    const s = await makeShopper(t)
    const erc20 = DEMO_PLATFORM_DEPOSITS.addresses.ERC20!
    expect(await refusal(s.client.call(walletRecharge, onChain(s.image, 'ERC20', erc20)))).toEqual({
      code: API_CODE.unsupportedNetwork,
      msg: 'Deposits via ERC20 are not open yet: no platform address is set for it. Please ask customer service how to top up',
    })
    withDeposits(undefined)
    expect(
      (await refusal(s.client.call(walletRecharge, onChain(s.image, 'TRC20', OPERATOR_TRC20)))).msg,
    ).toMatch(/ask customer service/)
    // The old hard-coded third-party address is not the platform's any more.
    withDeposits(OPERATOR_DEPOSITS)
    expect(
      (
        await refusal(
          s.client.call(walletRecharge, onChain(s.image, 'TRC20', 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm')),
        )
      ).msg,
    ).toBe('Please transfer to the platform address shown for this network')
  })

  it.each([
    ['TRC20 with 0x', 'TRC20', `0x${TRON_TX}`, 'validation.txHashTronInvalid'],
    ['TRC20 too short', 'TRC20', 'a'.repeat(63), 'validation.txHashTronInvalid'],
    ['TRC20 not hex', 'TRC20', 'g'.repeat(64), 'validation.txHashTronInvalid'],
    ['ERC20 without 0x', 'ERC20', 'b1'.repeat(32), 'validation.txHashEvmInvalid'],
    [
      'ERC20 an address, not a hash',
      'ERC20',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      'validation.txHashEvmInvalid',
    ],
  ])('refuses a transaction hash of the wrong shape: %s', async (_name, network, txHash, key) => {
    const s = await makeShopper(t)
    const response = await t.raw('/api/user/recharge', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: s.token },
      body: JSON.stringify(onChain(s.image, network, OPERATOR_TRC20, { txHash })),
    })
    expect(response.body.code).toBe(API_CODE.validation)
    expect((response.body.data as { issues: { path: string; messageKey: string }[] }).issues).toContainEqual(
      expect.objectContaining({ path: 'txHash', messageKey: key }),
    )
  })

  it('stores the hash with the recharge and shows it to the shopper and to the operator who audits it', async () => {
    withDeposits({
      addresses: { TRC20: OPERATOR_TRC20, ERC20: DEMO_PLATFORM_DEPOSITS.addresses.ERC20! },
      demo: false,
    })
    const s = await makeShopper(t)
    const tron = await s.client.call(
      walletRecharge,
      onChain(s.image, 'TRC20', OPERATOR_TRC20, { txHash: ` ${TRON_TX} ` }),
    )
    const evm = await s.client.call(
      walletRecharge,
      onChain(s.image, 'ERC20', DEMO_PLATFORM_DEPOSITS.addresses.ERC20!, { txHash: EVM_TX }),
    )
    const none = await s.client.call(
      walletRecharge,
      onChain(s.image, 'TRC20', OPERATOR_TRC20, { txHash: '' }),
    )
    expect([tron.txHash, evm.txHash, none.txHash]).toEqual([TRON_TX, EVM_TX, null])
    expect((await s.client.call(walletRechargeLog, {})).list.map((r) => r.txHash)).toEqual([
      null,
      EVM_TX,
      TRON_TX,
    ])

    const operator = await t.register('auditor')
    await dbOf(t).update(users).set({ role: 'operator', shopId: null }).where(eq(users.id, operator.userId))
    const queue = await t.client(operator.token).call(consoleRecharges, { status: 0, page: 1, limit: 50 })
    const mine = queue.list.filter((r) => [tron.id, evm.id, none.id].includes(r.id))
    expect(mine.map((r) => [r.id, r.txHash])).toEqual([
      [tron.id, TRON_TX],
      [evm.id, EVM_TX],
      [none.id, null],
    ])
    withDeposits(OPERATOR_DEPOSITS)
  })
})
