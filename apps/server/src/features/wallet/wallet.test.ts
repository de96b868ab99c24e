import {
  API_CODE,
  AUDIT_STATUS,
  BILL_TYPE,
  computeWithdrawal,
  RECHARGE_METHOD,
  userGetUserInfo,
  WITHDRAW_TYPE,
  walletBill,
  walletExtract,
  walletExtractInfo,
  walletExtractLog,
  walletGetBlockchain,
  walletRecharge,
  walletRechargeLog,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PLATFORM_DEPOSITS } from '../../config/platform-deposits'
import { DEMO_PENDING_RECHARGE_CENTS } from '../../seed/demo-money'
import { dbOf, makeShopper, operatorOf, PAY_CODE, type Shopper } from '../../test-support/commerce-fixtures'
import { outcome, refusal } from '../../test-support/commerce-outcome'
import { endpointDrivers } from '../../test-support/test-databases'
import { DEMO_SHOPPER, startTestServer, type TestServer } from '../../test-support/test-server'
import { auditBalance } from '../ledger/ledger'
import { WITHDRAWAL_RULE } from './withdrawal-charge'

const trc20 = { address: DEMO_PLATFORM_DEPOSITS.addresses.TRC20! }
/** EIP-55's first example: a well-formed, checksummed ERC20 address. */
const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const post = (token: string, body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', token },
  body: JSON.stringify(body),
})
const card = (amountCents: number) => ({
  type: WITHDRAW_TYPE.bankCard,
  amountCents,
  bankCardNumber: '6222 0000 1111 2223',
  bankName: 'Bank of Examples',
  payCode: PAY_CODE,
})

describe.each(endpointDrivers())('wallet on %s', (driver) => {
  let t: TestServer
  beforeAll(async () => {
    // The demo set of deposit addresses, as a demo start has it (deposit-addresses.test.ts: none).
    t = await startTestServer(driver, { config: { platformDeposits: DEMO_PLATFORM_DEPOSITS } })
  })
  afterAll(async () => {
    await t?.close()
  })

  const balanceOf = async (s: Shopper) => (await s.client.call(userGetUserInfo)).balanceCents

  it('lists the networks with platform addresses; DEX, BSC and HECO unsupported', async () => {
    const s = await makeShopper(t)
    const { list } = await s.client.call(walletGetBlockchain)
    expect(list.filter((n) => !n.supported).map((n) => n.network)).toEqual(['DEX', 'BSC', 'HECO'])
    expect(list.filter((n) => n.supported).length).toBeGreaterThan(0)
    for (const n of list) expect(n.address?.length).toBeGreaterThan(10)
  })

  it.each(['DEX', 'BSC', 'HECO'])('refuses an on-chain recharge via %s', async (network) => {
    const s = await makeShopper(t)
    const address = DEMO_PLATFORM_DEPOSITS.addresses[network as 'DEX']!
    expect(
      await refusal(
        s.client.call(walletRecharge, {
          method: RECHARGE_METHOD.onChain,
          network,
          address,
          amountCents: 100,
          evidence: s.image,
        }),
      ),
    ).toEqual({
      code: API_CODE.unsupportedNetwork,
      msg: `Deposits via ${network} are temporarily unsupported`,
    })
  })

  it.each([
    ['no amount', { method: 1, evidence: '/e.png' }, 'validation.amountInvalid'],
    ['zero amount', { method: 1, amountCents: 0, evidence: '/e.png' }, 'validation.amountPositive'],
    ['no evidence', { method: 1, amountCents: 100 }, 'validation.evidenceRequired'],
    [
      'no network',
      { method: 2, address: 'x', amountCents: 100, evidence: '/e.png' },
      'validation.networkRequired',
    ],
    [
      'no address',
      { method: 2, network: 'TRC20', amountCents: 100, evidence: '/e.png' },
      'validation.rechargeAddressRequired',
    ],
  ])('recharge rule: %s', async (_, body, key) => {
    const s = await makeShopper(t)
    const response = await t.raw('/api/user/recharge', post(s.token, body))
    expect(response.body.code).toBe(API_CODE.validation)
    expect(
      (response.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey),
    ).toContain(key)
  })

  it('refuses an unknown network and an address other than the platform one', async () => {
    const s = await makeShopper(t)
    const base = { method: RECHARGE_METHOD.onChain, amountCents: 100, evidence: s.image } as const
    expect(
      (await refusal(s.client.call(walletRecharge, { ...base, network: 'DOGE', address: 'x' }))).msg,
    ).toBe('Please choose a network from the list')
    expect(
      (await refusal(s.client.call(walletRecharge, { ...base, network: 'TRC20', address: 'Tsomeoneelse' })))
        .msg,
    ).toBe('Please transfer to the platform address shown for this network')
  })

  it('the balance rises only when a recharge is passed; a refused one and a second audit change nothing', async () => {
    const s = await makeShopper(t)
    const ops = operatorOf(t)
    const manual = await s.client.call(walletRecharge, {
      method: RECHARGE_METHOD.manual,
      amountCents: 12_345,
      evidence: s.image,
    })
    const chain = await s.client.call(walletRecharge, {
      method: RECHARGE_METHOD.onChain,
      network: 'trc20',
      address: trc20.address,
      amountCents: 5_000,
      evidence: s.image,
    })
    expect(manual).toMatchObject({
      status: AUDIT_STATUS.auditing,
      method: RECHARGE_METHOD.manual,
      network: null,
    })
    expect(chain).toMatchObject({ network: 'TRC20', address: trc20.address })
    expect(await balanceOf(s)).toBe(0)
    await ops.run({ verb: 'recharge', decision: 'pass', id: manual.id, remark: '' })
    await ops.run({ verb: 'recharge', decision: 'refuse', id: chain.id, remark: 'not received' })
    expect(await balanceOf(s)).toBe(12_345)
    // Issue #31: the server's own remark travels as a code the shop translates.
    expect((await s.client.call(walletBill, {})).list[0]).toMatchObject({
      remark: 'manual',
      remarkCode: 'manualRecharge',
    })
    for (const decision of ['pass', 'refuse'] as const) {
      for (const id of [manual.id, chain.id]) {
        await expect(ops.run({ verb: 'recharge', decision, id, remark: '' })).rejects.toMatchObject({
          code: 'wallet.alreadyAudited',
        })
      }
    }
    expect(await balanceOf(s)).toBe(12_345)
    const log = async (status?: 0 | 1 | 2) =>
      (await s.client.call(walletRechargeLog, status === undefined ? {} : { status })).list.map((r) => r.id)
    expect(await log()).toEqual([chain.id, manual.id])
    expect(await log(AUDIT_STATUS.passed)).toEqual([manual.id])
    expect(await log(AUDIT_STATUS.refused)).toEqual([chain.id])
    expect(await log(AUDIT_STATUS.auditing)).toEqual([])
    const refused = (await s.client.call(walletRechargeLog, { status: 2 })).list[0]!
    expect(refused).toMatchObject({ auditRemark: 'not received', auditedAt: expect.any(String) })
  })

  it('shows the service charge rule before submitting and charges exactly the preview', async () => {
    const s = await makeShopper(t, { balanceCents: 100_000 })
    const info = await s.client.call(walletExtractInfo)
    expect(info).toMatchObject({ balanceCents: 100_000, ...WITHDRAWAL_RULE })
    const preview = computeWithdrawal(25_050, info)
    const record = await s.client.call(walletExtract, card(25_050))
    expect(record).toMatchObject({
      ...preview,
      amountCents: 25_050,
      status: AUDIT_STATUS.auditing,
      bankCardNumber: '**** 2223',
      balanceCents: 100_000 - 25_050,
    })
    expect(preview).toEqual({ serviceChargeCents: 251, actualArrivalCents: 24_799 })
  })

  it('withdrawal rules: amount > 0, at most the balance, more than the charge, pay code, network', async () => {
    const s = await makeShopper(t, { balanceCents: 1_000 })
    expect(await refusal(s.client.call(walletExtract, card(1_001)))).toEqual({
      code: API_CODE.insufficientBalance,
      msg: 'The amount cannot be greater than the balance',
    })
    expect((await refusal(s.client.call(walletExtract, card(100)))).msg).toBe(
      'The amount must be more than the service charge ($1.00)',
    )
    expect(await outcome(s.client.call(walletExtract, { ...card(500), payCode: '000000' }))).toBe(
      API_CODE.payCodeWrong,
    )
    const zero = await t.raw('/api/user/extract', post(s.token, card(0)))
    expect(zero.body.code).toBe(API_CODE.validation)
    const noBank = await t.raw('/api/user/extract', post(s.token, { ...card(500), bankName: '' }))
    expect(
      (noBank.body.data as { issues: { messageKey: string }[] }).issues.map((i) => i.messageKey),
    ).toContain('validation.bankNameRequired')
    const unlisted = await t.raw(
      '/api/user/extract',
      post(s.token, {
        type: WITHDRAW_TYPE.blockchain,
        amountCents: 500,
        network: 'NOPE',
        address: 'x',
        payCode: PAY_CODE,
      }),
    )
    expect(unlisted.body).toMatchObject({
      code: API_CODE.validation,
      msg: 'Withdrawals on this network are temporarily unsupported, please choose another network',
    })
    const noCode = await makeShopper(t, { payCode: false })
    expect(await outcome(noCode.client.call(walletExtract, card(500)))).toBe(API_CODE.payCodeNotSet)
    expect(await balanceOf(s)).toBe(1_000)
  })

  // Issue #46: the destination is checked per network when the request is parsed, so a wrong
  // one is refused before the payment code is (a wrong code here would otherwise be the answer).
  it.each([
    [
      'HECO (unsupported)',
      {
        type: WITHDRAW_TYPE.blockchain,
        network: 'HECO',
        address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
      },
      'network',
      'validation.withdrawNetworkUnsupported',
      'このネットワークでの出金は一時的にご利用いただけません。別のネットワークを選択してください',
    ],
    [
      'TRC20 to "not-an-address"',
      { type: WITHDRAW_TYPE.blockchain, network: 'TRC20', address: 'not-an-address' },
      'address',
      'validation.tronAddressInvalid',
      '有効な TRC20 アドレスではありません。T で始まる 34 文字のアドレスを正確にコピーしてください',
    ],
    [
      'ERC20 with one letter in the wrong case',
      { type: WITHDRAW_TYPE.blockchain, network: 'ERC20', address: ERC20_ADDRESS.replace('aA', 'aa') },
      'address',
      'validation.evmAddressInvalid',
      'このネットワークの有効なアドレスではありません。0x に続く 40 桁の16進数を正確にコピーしてください',
    ],
    [
      'a card number failing Luhn',
      { type: WITHDRAW_TYPE.bankCard, bankCardNumber: '6222 0000 1111 2345', bankName: 'Bank of Examples' },
      'bankCardNumber',
      'validation.bankCardInvalid',
      'カード番号が正しくありません。番号をご確認ください',
    ],
    [
      'an IBAN with a wrong check digit',
      {
        type: WITHDRAW_TYPE.bankCard,
        bankCardNumber: 'GB82 WEST 1234 5698 7654 33',
        bankName: 'Bank of Examples',
      },
      'bankCardNumber',
      'validation.ibanInvalid',
      'IBAN が正しくありません。ご確認ください',
    ],
  ])(
    "refuses a withdrawal %s before the payment code, in the shopper's language",
    async (_, destination, path, key, msg) => {
      const s = await makeShopper(t, { balanceCents: 5_000 })
      const response = await t.raw(
        '/api/user/extract',
        post(s.token, { ...destination, amountCents: 3_000, payCode: '000000' }),
      )
      const headers = { 'content-type': 'application/json', token: s.token, Lang: 'jp' }
      const translated = await t.raw('/api/user/extract', {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...destination, amountCents: 3_000, payCode: '000000' }),
      })
      expect(response.body.code).toBe(API_CODE.validation)
      expect(response.body.data).toEqual({ issues: [{ path, messageKey: key }] })
      expect(translated.body.msg).toBe(msg)
      expect(await balanceOf(s)).toBe(5_000)
    },
  )

  it('pays out to a right TRC20 address and a right IBAN', async () => {
    const s = await makeShopper(t, { balanceCents: 10_000 })
    const tron = await s.client.call(walletExtract, {
      type: WITHDRAW_TYPE.blockchain,
      amountCents: 3_000,
      network: 'trc20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      payCode: PAY_CODE,
    })
    expect(tron).toMatchObject({ network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })
    const iban = await s.client.call(walletExtract, {
      type: WITHDRAW_TYPE.bankCard,
      amountCents: 3_000,
      bankCardNumber: 'GB82 WEST 1234 5698 7654 32',
      bankName: 'Bank of Examples',
      payCode: PAY_CODE,
    })
    expect(iban).toMatchObject({ bankCardNumber: '**** 5432', balanceCents: 4_000 })
  })

  it('holds the amount at request, returns it if refused, keeps it if passed; logs and bill agree', async () => {
    const s = await makeShopper(t, { balanceCents: 10_000 })
    const ops = operatorOf(t)
    const a = await s.client.call(walletExtract, card(3_000))
    const b = await s.client.call(walletExtract, {
      type: WITHDRAW_TYPE.blockchain,
      amountCents: 2_000,
      network: 'ERC20',
      address: ERC20_ADDRESS,
      payCode: PAY_CODE,
    })
    expect(b).toMatchObject({
      network: 'ERC20',
      address: ERC20_ADDRESS,
      bankCardNumber: null,
      balanceCents: 5_000,
    })
    await ops.run({ verb: 'withdrawal', decision: 'refuse', id: a.id, remark: 'card closed' })
    await ops.run({ verb: 'withdrawal', decision: 'pass', id: b.id, remark: '' })
    await expect(
      ops.run({ verb: 'withdrawal', decision: 'refuse', id: b.id, remark: '' }),
    ).rejects.toMatchObject({ code: 'wallet.alreadyAudited' })
    expect(await balanceOf(s)).toBe(8_000)
    const ids = async (status?: 0 | 1 | 2) =>
      (await s.client.call(walletExtractLog, status === undefined ? {} : { status })).list.map((r) => r.id)
    expect([await ids(), await ids(1), await ids(2), await ids(0)]).toEqual([
      [b.id, a.id],
      [b.id],
      [a.id],
      [],
    ])

    const bill = await s.client.call(walletBill, { limit: 100 })
    expect(bill.list.map((r) => [r.type, r.amountCents, r.balanceAfterCents])).toEqual([
      [BILL_TYPE.withdrawReturned, 3_000, 8_000],
      [BILL_TYPE.withdraw, -2_000, 5_000],
      [BILL_TYPE.withdraw, -3_000, 7_000],
      [BILL_TYPE.recharge, 10_000, 10_000],
    ])
    expect((await s.client.call(walletBill, { type: BILL_TYPE.withdraw })).total).toBe(2)
    const page2 = await s.client.call(walletBill, { page: 2, limit: 3 })
    expect(page2).toMatchObject({ total: 4, page: 2, limit: 3, list: [{ type: BILL_TYPE.recharge }] })
    expect(await auditBalance(dbOf(t), s.userId)).toEqual({
      balanceCents: 8_000,
      ledgerSumCents: 8_000,
      entries: 4,
    })
  })

  it("the demo shopper's seeded balance is backed by the ledger, with one recharge waiting for audit", async () => {
    const token = await t.login(DEMO_SHOPPER.account, DEMO_SHOPPER.password)
    const demo = t.client(token)
    const bill = await demo.call(walletBill, {})
    expect(bill.list).toMatchObject([{ type: BILL_TYPE.recharge, amountCents: DEMO_SHOPPER.balanceCents }])
    const pending = await demo.call(walletRechargeLog, { status: AUDIT_STATUS.auditing })
    expect(pending.list).toMatchObject([{ amountCents: DEMO_PENDING_RECHARGE_CENTS }])
    const { userId } = (await operatorOf(t).pending()).recharges.find((r) => r.id === pending.list[0]!.id)!
    const audit = await auditBalance(dbOf(t), userId)
    expect(audit).toEqual({
      balanceCents: DEMO_SHOPPER.balanceCents,
      ledgerSumCents: DEMO_SHOPPER.balanceCents,
      entries: 1,
    })
  })

  it("never shows one user's records to another", async () => {
    const owner = await makeShopper(t, { balanceCents: 5_000 })
    await owner.client.call(walletExtract, card(1_000))
    const stranger = await makeShopper(t)
    expect((await stranger.client.call(walletRechargeLog, {})).total).toBe(0)
    expect((await stranger.client.call(walletExtractLog, {})).total).toBe(0)
    expect((await stranger.client.call(walletBill, {})).total).toBe(0)
    expect((await stranger.client.call(walletExtractInfo)).balanceCents).toBe(0)
  })
})
