import { RECHARGE_METHOD, WITHDRAW_TYPE } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import {
  manualRechargePayload,
  onChainRechargePayload,
  validateRecharge,
  validateWithdraw,
  type WithdrawValues,
  withdrawPayload,
  withdrawPreview,
} from './wallet-rules'

// The server's rule (README "Withdrawal service charge"): 1 %, at least $1.00.
const RULE = { serviceChargeBps: 100, minServiceChargeCents: 100 }
const CONTEXT = { balanceCents: 5_000, rule: RULE }
const BANK: WithdrawValues = {
  type: WITHDRAW_TYPE.bankCard,
  amount: '20',
  bankCardNumber: '6222 0000 1234 1235',
  bankName: 'Demo Bank',
  network: '',
  address: '',
}
const CHAIN: WithdrawValues = {
  ...BANK,
  type: WITHDRAW_TYPE.blockchain,
  network: 'TRC20',
  address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
}

describe('validateWithdraw (shop-spec §5 Withdrawal)', () => {
  it.each([
    ['valid bank card', BANK, {}],
    ['valid blockchain', CHAIN, {}],
    ['empty amount', { ...BANK, amount: '' }, { amount: { kind: 'rule', key: 'validation.amountInvalid' } }],
    [
      'not a number',
      { ...BANK, amount: '12a' },
      { amount: { kind: 'rule', key: 'validation.amountInvalid' } },
    ],
    [
      'three decimals',
      { ...BANK, amount: '1.234' },
      { amount: { kind: 'rule', key: 'validation.amountInvalid' } },
    ],
    ['negative', { ...BANK, amount: '-5' }, { amount: { kind: 'rule', key: 'validation.amountInvalid' } }],
    ['zero', { ...BANK, amount: '0' }, { amount: { kind: 'rule', key: 'validation.amountPositive' } }],
    ['above the balance', { ...BANK, amount: '50.01' }, { amount: { kind: 'exceedsBalance' } }],
    ['the whole balance', { ...BANK, amount: '50' }, {}],
    [
      '$1: nothing would arrive',
      { ...BANK, amount: '1' },
      { amount: { kind: 'belowServiceCharge', chargeCents: 100 } },
    ],
    [
      'no card number or bank',
      { ...BANK, bankCardNumber: ' ', bankName: '' },
      {
        bankCardNumber: { kind: 'rule', key: 'validation.bankCardRequired' },
        bankName: { kind: 'rule', key: 'validation.bankNameRequired' },
      },
    ],
    [
      'no network or address',
      { ...CHAIN, network: '', address: '' },
      {
        network: { kind: 'rule', key: 'validation.networkRequired' },
        address: { kind: 'rule', key: 'validation.withdrawAddressRequired' },
      },
    ],
    // Issue #46: the destination itself, by the contract's per-network rules.
    [
      'HECO (unsupported)',
      { ...CHAIN, network: 'HECO', address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b' },
      { network: { kind: 'rule', key: 'validation.withdrawNetworkUnsupported' } },
    ],
    [
      'TRC20 to "not-an-address"',
      { ...CHAIN, address: 'not-an-address' },
      { address: { kind: 'rule', key: 'validation.tronAddressInvalid' } },
    ],
    [
      'a card number failing Luhn',
      { ...BANK, bankCardNumber: '6222 0000 1234 1234' },
      { bankCardNumber: { kind: 'rule', key: 'validation.bankCardInvalid' } },
    ],
    [
      'a wrong address and no amount: both shown',
      { ...CHAIN, address: 'not-an-address', amount: '' },
      {
        address: { kind: 'rule', key: 'validation.tronAddressInvalid' },
        amount: { kind: 'rule', key: 'validation.amountInvalid' },
      },
    ],
  ] as const)('%s', (_, values, expected) => {
    expect(validateWithdraw(values, CONTEXT)).toEqual(expected)
  })

  it('checks the payment code only when given (it is asked last)', () => {
    expect(validateWithdraw(BANK, CONTEXT, '12a')).toEqual({
      payCode: { kind: 'rule', key: 'validation.payCodeFormat' },
    })
    expect(validateWithdraw(BANK, CONTEXT, '123456')).toEqual({})
  })
})

describe('withdrawPayload', () => {
  it('sends the fields of the chosen method only, trimmed, amount in cents', () => {
    expect(withdrawPayload({ ...BANK, bankName: ' Demo Bank ' }, '123456')).toEqual({
      type: WITHDRAW_TYPE.bankCard,
      amountCents: 2000,
      bankCardNumber: '6222 0000 1234 1235',
      bankName: 'Demo Bank',
      payCode: '123456',
    })
    expect(withdrawPayload({ ...CHAIN, amount: '12.5' }, '123456')).toEqual({
      type: WITHDRAW_TYPE.blockchain,
      amountCents: 1250,
      network: 'TRC20',
      address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      payCode: '123456',
    })
  })
})

describe('withdrawPreview (computeWithdrawal: 1 %, at least $1)', () => {
  it.each([
    ['20', { amountCents: 2000, serviceChargeCents: 100, actualArrivalCents: 1900 }],
    ['250', { amountCents: 25_000, serviceChargeCents: 250, actualArrivalCents: 24_750 }],
    ['100.50', { amountCents: 10_050, serviceChargeCents: 101, actualArrivalCents: 9949 }],
    ['0.5', { amountCents: 50, serviceChargeCents: 50, actualArrivalCents: 0 }],
    ['', undefined],
    ['0', undefined],
    ['abc', undefined],
  ] as const)('%s', (amount, expected) => {
    expect(withdrawPreview(amount, RULE)).toEqual(expected)
  })
})

describe('validateRecharge (shop-spec §5 Recharge)', () => {
  it.each([
    ['manual, valid', manualRechargePayload({ amount: '100', evidence: '/uploads/a.png' }), {}],
    [
      'manual, nothing filled',
      manualRechargePayload({ amount: '', evidence: '' }),
      {
        amount: { kind: 'rule', key: 'validation.amountInvalid' },
        evidence: { kind: 'rule', key: 'validation.evidenceRequired' },
      },
    ],
    [
      'manual, zero',
      manualRechargePayload({ amount: '0', evidence: '/uploads/a.png' }),
      { amount: { kind: 'rule', key: 'validation.amountPositive' } },
    ],
    [
      'on-chain, valid',
      onChainRechargePayload({ network: 'TRC20', address: 'Tabc', amount: '5', evidence: '/u.png' }),
      {},
    ],
    [
      'on-chain, no network or address',
      onChainRechargePayload({ network: '', address: '', amount: '5', evidence: '/u.png' }),
      {
        network: { kind: 'rule', key: 'validation.networkRequired' },
        address: { kind: 'rule', key: 'validation.rechargeAddressRequired' },
      },
    ],
  ] as const)('%s', (_, payload, expected) => {
    expect(validateRecharge(payload)).toEqual(expected)
  })

  it('builds the contract payloads', () => {
    expect(manualRechargePayload({ amount: '12.30', evidence: '/e.png' })).toEqual({
      method: RECHARGE_METHOD.manual,
      amountCents: 1230,
      evidence: '/e.png',
    })
  })
})
