import {
  API_CODE,
  bankAccountNumberIssue,
  isWithdrawalNetworkSupported,
  type ValidationMessageKey,
  WITHDRAW_TYPE,
  withdrawalAddressIssue,
  type withdrawInputSchema,
} from '@crossmart/api-client'
import type * as z from 'zod/mini'
import { RefusalError, RequestValidationError } from '../../http/refusal-error'
import { type ChainNetwork, findNetwork } from './networks'

type WithdrawInput = z.output<typeof withdrawInputSchema>

const invalidField = (path: string, messageKey: ValidationMessageKey) =>
  new RequestValidationError([{ path, messageKey, code: 'custom' }])

/**
 * Where a withdrawal is paid (issue #46): the listed network it names, one paid out on, and an
 * address of that network's format; or a card number (Luhn) / IBAN (mod 97). The contract refuses
 * the same when the request is parsed, before the payment code is checked; this holds the rule for
 * every caller of requestWithdrawal and resolves the network against the server's own list.
 * Returns the network, or null for a bank card.
 */
export function checkWithdrawalDestination(input: WithdrawInput): ChainNetwork | null {
  if (input.type === WITHDRAW_TYPE.bankCard) {
    const issue = bankAccountNumberIssue(input.bankCardNumber)
    if (issue !== undefined) throw invalidField('bankCardNumber', issue)
    return null
  }
  const network = findNetwork(input.network)
  if (!network.supported || !isWithdrawalNetworkSupported(network.network)) {
    throw new RefusalError('wallet.withdrawNetworkUnsupported', {
      apiCode: API_CODE.unsupportedNetwork,
      params: { network: network.network },
    })
  }
  const issue = withdrawalAddressIssue(network.network, input.address)
  if (issue !== undefined) throw invalidField('address', issue)
  return network
}
