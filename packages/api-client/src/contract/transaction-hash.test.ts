import { describe, expect, it } from 'vitest'
import { parseRequest } from './parse-request.js'
import { transactionHashIssue } from './transaction-hash.js'
import { walletRecharge } from './wallet.js'
import { networkAddressIssue } from './withdrawal-destination.js'

// Issue #46: the optional transaction hash of an on-chain top-up, checked per network; the
// operator's deposit addresses checked as addresses of their network, supported or not.

const TRON_TX = `${'0123456789abcdef'.repeat(4)}`
const EVM_TX = `0x${'ABCDEF0123456789'.repeat(4)}`

describe('transactionHashIssue', () => {
  it.each([
    ['TRC20', TRON_TX, undefined],
    ['trc20', TRON_TX.toUpperCase(), undefined],
    ['TRC20', `0x${TRON_TX}`, 'validation.txHashTronInvalid'],
    ['TRC20', TRON_TX.slice(1), 'validation.txHashTronInvalid'],
    ['TRC20', `${TRON_TX.slice(1)}g`, 'validation.txHashTronInvalid'],
    ['ERC20', EVM_TX, undefined],
    ['BSC', EVM_TX, undefined],
    ['ERC20', EVM_TX.slice(2), 'validation.txHashEvmInvalid'],
    ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'validation.txHashEvmInvalid'],
    ['DOGE', 'anything', undefined],
  ])('%s %s -> %s', (network, hash, expected) => {
    expect(transactionHashIssue(network, hash)).toBe(expected)
  })
})

describe('networkAddressIssue (deposit addresses: any listed network)', () => {
  it.each([
    ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', undefined],
    ['HECO', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', undefined],
    ['HECO', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', 'validation.evmAddressInvalid'],
    ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', 'validation.tronAddressInvalid'],
    ['DOGE', 'D', 'validation.invalid'],
  ])('%s %s -> %s', (network, address, expected) => {
    expect(networkAddressIssue(network, address)).toBe(expected)
  })
})

describe('the recharge request with a transaction hash', () => {
  const base = { method: 2, network: 'TRC20', address: 'T', amountCents: 100, evidence: '/e.png' }
  const issues = (body: object) => {
    const parsed = parseRequest(walletRecharge, body)
    return parsed.ok ? [] : parsed.issues.map((i) => [i.path, i.messageKey])
  }
  it('takes none, a blank one (trimmed away) and one of the network shape', () => {
    expect(issues(base)).toEqual([])
    expect(issues({ ...base, txHash: '  ' })).toEqual([])
    expect(issues({ ...base, txHash: ` ${TRON_TX} ` })).toEqual([])
    const parsed = parseRequest(walletRecharge, { ...base, txHash: ` ${TRON_TX} ` })
    expect(parsed.ok && 'txHash' in parsed.data ? parsed.data.txHash : undefined).toBe(TRON_TX)
  })
  it('refuses a hash of another network beside the other issues', () => {
    expect(issues({ ...base, txHash: EVM_TX })).toEqual([['txHash', 'validation.txHashTronInvalid']])
    expect(issues({ ...base, network: 'ERC20', txHash: TRON_TX, amountCents: 0 })).toEqual([
      ['amountCents', 'validation.amountPositive'],
      ['txHash', 'validation.txHashEvmInvalid'],
    ])
  })
})
