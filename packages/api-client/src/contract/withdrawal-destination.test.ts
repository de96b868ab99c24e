import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bankAccountNumberProblem, isIban, passesLuhn } from './bank-account-number.js'
import {
  base58CheckSum,
  decodeBase58,
  encodeBase58,
  isEvmAddress,
  isTronAddress,
  toChecksumAddress,
} from './crypto-address.js'
import { parseRequest } from './parse-request.js'
import { walletExtract } from './wallet.js'
import {
  bankAccountNumberIssue,
  isWithdrawalNetworkSupported,
  withdrawalAddressIssue,
  withdrawalNetworkIssue,
} from './withdrawal-destination.js'

// Issue #46 "a withdrawal accepts any address on any network": the TRC20 / EVM address formats,
// the networks paid out on, card numbers (Luhn) and IBANs (mod 97).

/** The Tron address of a 20-byte account id: base58check of 0x41 + id. */
const tronAddressOf = (accountId: Uint8Array) => {
  const payload = Uint8Array.from([0x41, ...accountId])
  return encodeBase58(Uint8Array.from([...payload, ...base58CheckSum(payload)]))
}

describe('Tron (TRC20) addresses', () => {
  it.each([
    ['the USDT contract', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true],
    ['another well-formed address', 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm', true],
    ['one letter changed (checksum)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T', false],
    ['not an address', 'not-an-address', false],
    ['too short', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', false],
    ['a base58 "0" (not in the alphabet)', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj60', false],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['empty', '', false],
  ])('%s: %j -> %s', (_name, address, valid) => {
    expect(isTronAddress(address)).toBe(valid)
  })

  it('refuses a base58check of another prefix (a Bitcoin address has a right checksum, wrong chain)', () => {
    expect(isTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toBe(false)
  })

  it('accepts every account id written with the Tron prefix and its checksum', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (accountId) => {
        expect(isTronAddress(tronAddressOf(accountId))).toBe(true)
      }),
    )
  })

  it('refuses an address with any one character replaced', () => {
    const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.integer({ min: 1, max: 33 }),
        fc.integer({ min: 1, max: alphabet.length - 1 }),
        (accountId, position, shift) => {
          const address = tronAddressOf(accountId)
          const replaced = alphabet[(alphabet.indexOf(address[position]!) + shift) % alphabet.length]
          const typo = address.slice(0, position) + replaced + address.slice(position + 1)
          expect(isTronAddress(typo)).toBe(false)
        },
      ),
    )
  })

  it('base58 decodes what it encodes, leading zero bytes as "1"', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
      }),
    )
  })
})

describe('EVM (ERC20) addresses, EIP-55', () => {
  // The examples of EIP-55 itself.
  it.each([
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ])('the checksummed %s is valid and is its own EIP-55 form', (address) => {
    expect(isEvmAddress(address)).toBe(true)
    expect(toChecksumAddress(address.toLowerCase())).toBe(address)
  })

  it.each([
    ['all lower case (no checksum)', '0xde709f2102306220921060314715629080e2fb77', true],
    ['all upper case (no checksum)', '0x52908400098527886E0F7030069857D2E4169EE7', true],
    ['mixed case, one letter wrong', '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false],
    ['39 hex', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', false],
    ['no 0x', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed00', false],
    ['a non-hex letter', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg', false],
    ['short', '0xabc', false],
    ['a Tron address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false],
  ])('%s: %j -> %s', (_name, address, valid) => {
    expect(isEvmAddress(address)).toBe(valid)
  })
})

describe('bank card numbers (Luhn) and IBANs (mod 97)', () => {
  it.each([
    ['a Visa test number', '4111 1111 1111 1111', undefined],
    ['typed with dashes', '4111-1111-1111-1111', undefined],
    ['a 19-digit UnionPay number', '6222020000000000000', undefined],
    ['last digit wrong', '4111 1111 1111 1112', 'cardInvalid'],
    ['11 digits (too short, Luhn right)', '79927398713', 'cardInvalid'],
    ['20 digits', '41111111111111111111', 'cardInvalid'],
    ['a letter inside', '4111 1111 1111 111a', 'cardInvalid'],
    ['a British IBAN', 'GB82 WEST 1234 5698 7654 32', undefined],
    ['a German IBAN in lower case', 'de89370400440532013000', undefined],
    ['a Norwegian IBAN (15, the shortest)', 'NO9386011117947', undefined],
    ['an IBAN with a check digit wrong', 'GB82 WEST 1234 5698 7654 33', 'ibanInvalid'],
    ['letters, then too few characters', 'GB82 WEST', 'ibanInvalid'],
  ] as const)('%s: %j -> %s', (_name, value, problem) => {
    expect(bankAccountNumberProblem(value)).toBe(problem)
  })

  it('Luhn catches every single changed digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (position, shift) => {
        const card = '4111111111111111'
        const changed = String((Number(card[position]) + shift) % 10)
        expect(passesLuhn(card.slice(0, position) + changed + card.slice(position + 1))).toBe(false)
      }),
    )
  })

  it('mod 97 catches two swapped neighbouring characters of an IBAN', () => {
    expect(isIban('GB82WEST12345698765432')).toBe(true)
    expect(isIban('GB82WEST12345698765423')).toBe(false)
  })
})

describe('networks a withdrawal is paid out on', () => {
  it.each([
    ['TRC20', true],
    ['ERC20', true],
    ['erc20', true],
    ['HECO', false],
    ['BSC', false],
    ['DEX', false],
    ['DOGE', false],
  ])('%s -> %s', (network, supported) => {
    expect(isWithdrawalNetworkSupported(network)).toBe(supported)
    expect(withdrawalNetworkIssue(network)).toBe(
      supported ? undefined : 'validation.withdrawNetworkUnsupported',
    )
  })

  it('checks the address by the network chosen', () => {
    const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
    const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    expect(withdrawalAddressIssue('TRC20', tron)).toBeUndefined()
    expect(withdrawalAddressIssue('TRC20', evm)).toBe('validation.tronAddressInvalid')
    expect(withdrawalAddressIssue('ERC20', evm)).toBeUndefined()
    expect(withdrawalAddressIssue('ERC20', tron)).toBe('validation.evmAddressInvalid')
    // An unsupported network's issue is on the network; its address is not judged.
    expect(withdrawalAddressIssue('HECO', 'not-an-address')).toBeUndefined()
  })

  it('names the card and IBAN messages', () => {
    expect(bankAccountNumberIssue('4111 1111 1111 1112')).toBe('validation.bankCardInvalid')
    expect(bankAccountNumberIssue('GB82 WEST 1234 5698 7654 33')).toBe('validation.ibanInvalid')
    expect(bankAccountNumberIssue('GB82 WEST 1234 5698 7654 32')).toBeUndefined()
  })
})

describe('POST /api/user/extract refuses a destination that cannot be right (one message per field)', () => {
  const chain = { type: 2, amountCents: 3_000, payCode: '123456' }
  const card = { type: 1, amountCents: 3_000, bankName: 'Demo Bank', payCode: '123456' }
  const issuesOf = (input: unknown) => {
    const parsed = parseRequest(walletExtract, input)
    return parsed.ok ? [] : parsed.issues.map((issue) => [issue.path, issue.messageKey])
  }

  it.each([
    [
      'HECO (unsupported), whatever the address',
      { ...chain, network: 'HECO', address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b' },
      [['network', 'validation.withdrawNetworkUnsupported']],
    ],
    [
      'TRC20 with "not-an-address"',
      { ...chain, network: 'TRC20', address: 'not-an-address' },
      [['address', 'validation.tronAddressInvalid']],
    ],
    [
      'ERC20 with a mistyped letter case',
      { ...chain, network: 'ERC20', address: '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed' },
      [['address', 'validation.evmAddressInvalid']],
    ],
    [
      'no address: only "required"',
      { ...chain, network: 'TRC20', address: ' ' },
      [['address', 'validation.withdrawAddressRequired']],
    ],
    [
      'TRC20, a Tron address',
      { ...chain, network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' },
      [],
    ],
    [
      'a card number failing Luhn',
      { ...card, bankCardNumber: '6222 0000 1111 2222' },
      [['bankCardNumber', 'validation.bankCardInvalid']],
    ],
    [
      'a wrong IBAN',
      { ...card, bankCardNumber: 'DE89 3704 0044 0532 0130 01' },
      [['bankCardNumber', 'validation.ibanInvalid']],
    ],
    [
      'no card number: only "required"',
      { ...card, bankCardNumber: '' },
      [['bankCardNumber', 'validation.bankCardRequired']],
    ],
    ['a right card number', { ...card, bankCardNumber: '6222 0000 1111 2223' }, []],
    ['a right IBAN', { ...card, bankCardNumber: 'DE89 3704 0044 0532 0130 00' }, []],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(input)).toEqual(expected)
  })
})
