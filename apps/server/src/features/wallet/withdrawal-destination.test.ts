import { WITHDRAW_TYPE } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { RefusalError, RequestValidationError } from '../../http/refusal-error'
import { checkWithdrawalDestination } from './withdrawal-destination'

// Issue #46: requestWithdrawal's own hold on the destination, whoever calls it (the contract
// refuses the same at parse time; wallet.test.ts shows that over HTTP).
const chain = (network: string, address: string) =>
  ({ type: WITHDRAW_TYPE.blockchain, amountCents: 3_000, network, address, payCode: '123456' }) as const
const card = (bankCardNumber: string) =>
  ({
    type: WITHDRAW_TYPE.bankCard,
    amountCents: 3_000,
    bankCardNumber,
    bankName: 'Bank',
    payCode: '123456',
  }) as const

const refusalOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof RefusalError) return { refusal: error.code, params: error.params }
    if (error instanceof RequestValidationError)
      return { issues: error.issues.map((issue) => [issue.path, issue.messageKey]) }
    throw error
  }
  return undefined
}

describe('checkWithdrawalDestination', () => {
  it.each([
    [
      'HECO',
      chain('HECO', '0xab5801a7d398351b8be11c439e05c5b3259aec9b'),
      { refusal: 'wallet.withdrawNetworkUnsupported', params: { network: 'HECO' } },
    ],
    [
      'BSC',
      chain('BSC', '0xab5801a7d398351b8be11c439e05c5b3259aec9b'),
      { refusal: 'wallet.withdrawNetworkUnsupported', params: { network: 'BSC' } },
    ],
    ['an unlisted network', chain('DOGE', 'D5xyz'), { refusal: 'wallet.networkUnknown', params: {} }],
    [
      'TRC20, not an address',
      chain('TRC20', 'not-an-address'),
      { issues: [['address', 'validation.tronAddressInvalid']] },
    ],
    [
      'ERC20, a Tron address',
      chain('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'),
      { issues: [['address', 'validation.evmAddressInvalid']] },
    ],
    [
      'a card number failing Luhn',
      card('4111 1111 1111 1112'),
      { issues: [['bankCardNumber', 'validation.bankCardInvalid']] },
    ],
    [
      'a wrong IBAN',
      card('GB82 WEST 1234 5698 7654 33'),
      { issues: [['bankCardNumber', 'validation.ibanInvalid']] },
    ],
  ])('refuses %s', (_, input, expected) => {
    expect(refusalOf(() => checkWithdrawalDestination(input))).toEqual(expected)
  })

  it('returns the listed network for a right address, nothing for a right card', () => {
    expect(checkWithdrawalDestination(chain('trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'))?.network).toBe(
      'TRC20',
    )
    expect(
      checkWithdrawalDestination(chain('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'))?.network,
    ).toBe('ERC20')
    expect(checkWithdrawalDestination(card('4111 1111 1111 1111'))).toBeNull()
  })
})
