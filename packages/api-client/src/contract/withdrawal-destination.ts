import { bankAccountNumberProblem } from './bank-account-number.js'
import { UNSUPPORTED_RECHARGE_NETWORKS } from './constants.js'
import { isEvmAddress, isTronAddress } from './crypto-address.js'
import type { ValidationMessageKey } from './message-keys.js'

/**
 * Where a withdrawal may be paid (issue #46 "a withdrawal accepts any address on any network"):
 * the address format of each network getBlockchain lists, and the networks paid out on. Shared by
 * the shop (shown beside the field) and the server (refused before the payment code is asked).
 */

export type AddressFormat = 'tron' | 'evm'

/** TRC20 is Tron; the others are Ethereum-style chains (EVM addresses). */
const NETWORK_ADDRESS_FORMAT: Readonly<Record<string, AddressFormat>> = {
  TRC20: 'tron',
  ERC20: 'evm',
  DEX: 'evm',
  BSC: 'evm',
  HECO: 'evm',
}

const ADDRESS_CHECKS: Readonly<Record<AddressFormat, (address: string) => boolean>> = {
  tron: isTronAddress,
  evm: isEvmAddress,
}

const ADDRESS_MESSAGES: Readonly<Record<AddressFormat, ValidationMessageKey>> = {
  tron: 'validation.tronAddressInvalid',
  evm: 'validation.evmAddressInvalid',
}

// shop-spec §5 lists DEX, BSC and HECO as temporarily unsupported; the platform pays nothing out
// on a network it takes no deposits on, so a shopper's money never goes where it cannot be checked.
const unsupported = new Set<string>(UNSUPPORTED_RECHARGE_NETWORKS)

/** The address format of a listed network (TRC20 Tron, the others EVM), or undefined for an unknown one. */
export const networkAddressFormat = (network: string): AddressFormat | undefined =>
  NETWORK_ADDRESS_FORMAT[network.trim().toUpperCase()]
const formatOf = networkAddressFormat

/** True when withdrawals are paid out on this network (known format, not listed unsupported). */
export function isWithdrawalNetworkSupported(network: string): boolean {
  return formatOf(network) !== undefined && !unsupported.has(network.trim().toUpperCase())
}

/** The message for a network withdrawals cannot use, or undefined. */
export function withdrawalNetworkIssue(network: string): ValidationMessageKey | undefined {
  return isWithdrawalNetworkSupported(network) ? undefined : 'validation.withdrawNetworkUnsupported'
}

/**
 * The message for an address not of the network's format (TRC20: base58check with the Tron
 * prefix; EVM: 0x + 40 hex, EIP-55 checksum when mixed case), or undefined. A network withdrawals
 * do not use has no address rule here: its own issue says so.
 */
export function withdrawalAddressIssue(network: string, address: string): ValidationMessageKey | undefined {
  const format = formatOf(network)
  if (format === undefined || !isWithdrawalNetworkSupported(network)) return undefined
  return ADDRESS_CHECKS[format](address.trim()) ? undefined : ADDRESS_MESSAGES[format]
}

/**
 * The message for an address not of the network's format whether or not withdrawals use the
 * network, or undefined: the operator's deposit addresses (PLATFORM_DEPOSIT_<NETWORK>, issue #46)
 * are checked with it, so a mistyped setting never shows shoppers an address that cannot receive.
 * An unknown network has no format: 'validation.invalid'.
 */
export function networkAddressIssue(network: string, address: string): ValidationMessageKey | undefined {
  const format = formatOf(network)
  if (format === undefined) return 'validation.invalid'
  return ADDRESS_CHECKS[format](address.trim()) ? undefined : ADDRESS_MESSAGES[format]
}

/** The message for a bank card number (Luhn) or IBAN (mod 97) that cannot be right, or undefined. */
export function bankAccountNumberIssue(value: string): ValidationMessageKey | undefined {
  const problem = bankAccountNumberProblem(value)
  if (problem === undefined) return undefined
  return problem === 'ibanInvalid' ? 'validation.ibanInvalid' : 'validation.bankCardInvalid'
}
