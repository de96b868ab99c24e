import type { ValidationMessageKey } from './message-keys.js'
import { type AddressFormat, networkAddressFormat } from './withdrawal-destination.js'

/**
 * The transaction hash a shopper may give with an on-chain top-up (issue #46: "the shopper may
 * enter the transaction hash, shown to the operator who audits it"). Only its shape is checked: a
 * well-formed hash may still name no transfer to the platform, which the operator looks up.
 */

/** A Tron transaction id: sha256 of the raw transaction, 32 bytes as 64 hex digits, no prefix. */
const TRON_TX_HASH = /^[0-9a-fA-F]{64}$/
/** An EVM transaction hash: keccak-256 of the signed transaction, 0x + 64 hex digits. */
const EVM_TX_HASH = /^0x[0-9a-fA-F]{64}$/

const TX_HASH_PATTERNS: Readonly<Record<AddressFormat, RegExp>> = { tron: TRON_TX_HASH, evm: EVM_TX_HASH }

const TX_HASH_MESSAGES: Readonly<Record<AddressFormat, ValidationMessageKey>> = {
  tron: 'validation.txHashTronInvalid',
  evm: 'validation.txHashEvmInvalid',
}

/**
 * The message for a hash not of the network's shape, or undefined (also for a network with no
 * known format: the network's own rule refuses it).
 */
export function transactionHashIssue(network: string, hash: string): ValidationMessageKey | undefined {
  const format = networkAddressFormat(network)
  if (format === undefined) return undefined
  return TX_HASH_PATTERNS[format].test(hash.trim()) ? undefined : TX_HASH_MESSAGES[format]
}
