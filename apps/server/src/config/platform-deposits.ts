import { networkAddressIssue } from '@crossmart/api-client'
import * as z from 'zod/mini'
import { ConfigError } from './config-error'

/**
 * PLATFORM_DEPOSIT_<NETWORK>: the platform's own receiving address per network of getBlockchain
 * (issue #46, server README "Platform deposit addresses"), set by the operator as the bank details
 * are. Each is checked as an address of its network (the withdrawal destination checks), so a
 * mistyped setting stops the start instead of showing shoppers an address no coin can reach.
 */

/** The networks getBlockchain lists (shop-spec §7), in its order; ids are the position + 1. */
export const DEPOSIT_NETWORKS = ['TRC20', 'ERC20', 'DEX', 'BSC', 'HECO'] as const
export type DepositNetwork = (typeof DEPOSIT_NETWORKS)[number]

export interface PlatformDeposits {
  /** The receiving address of each network the operator set; a network without one takes no deposits. */
  addresses: Readonly<Partial<Record<DepositNetwork, string>>>
  /** True for the demo set: the shop marks the addresses as demo ones. */
  demo: boolean
}

/**
 * The addresses a demo (SEED_DEMO on, no PLATFORM_DEPOSIT_*) shows, so the journey can be walked to
 * its end. Each account id is sha256("CrossMart demo deposit address <NETWORK> - nobody holds its
 * key") cut to 20 bytes, written with its network's checksum: well-formed, yet no private key is
 * known for any of them, and none is a well-known wallet's.
 */
export const DEMO_PLATFORM_DEPOSITS: PlatformDeposits = {
  addresses: {
    TRC20: 'TMuW4thVNTVB5zW8XdsMahc53ckSRpTPp2',
    ERC20: '0xCea01db0C0170B90b79c83972B32864370f63D1A',
    DEX: '0xa652F4cbB303ED1e0d49D33f4642052A3eBb3425',
    BSC: '0x777d6cb887631462571e21C114F3c29c412436c2',
    HECO: '0x7ec85A340eeCa5b2dc587258f10e9387aB8988f4',
  },
  demo: true,
}

const envName = (network: DepositNetwork) => `PLATFORM_DEPOSIT_${network}`

/** What an operator reads when a setting is not an address of its network. */
const FORMAT_HINT: Readonly<Record<'tron' | 'evm', string>> = {
  tron: 'a TRC20 address: T and 33 base58 characters, its checksum right',
  evm: 'an EVM address: 0x and 40 hex digits (EIP-55 checksum when mixed case)',
}

/** One network's setting: unset or blank is no address; anything else must be of its format. */
const depositAddress = (network: DepositNetwork) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((value) => value === '' || networkAddressIssue(network, value) === undefined, {
        error: `${envName(network)} must be ${FORMAT_HINT[network === 'TRC20' ? 'tron' : 'evm']}`,
      }),
    ),
  )

const depositEnvSchema = z.object(
  Object.fromEntries(DEPOSIT_NETWORKS.map((n) => [envName(n), depositAddress(n)])) as Record<
    string,
    ReturnType<typeof depositAddress>
  >,
)

/**
 * The operator's deposit addresses, or the demo set when none is set and `seedDemo` is on, or none
 * at all (every network then says "ask customer service" and recharges on it are refused).
 */
export function platformDepositsFromEnv(env: NodeJS.ProcessEnv, seedDemo: boolean): PlatformDeposits {
  const parsed = z.safeParse(depositEnvSchema, env)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => issue.message).join('; '))
  }
  const addresses: Partial<Record<DepositNetwork, string>> = {}
  for (const network of DEPOSIT_NETWORKS) {
    const value = parsed.data[envName(network)]
    if (value) addresses[network] = value
  }
  if (Object.keys(addresses).length === 0 && seedDemo) return DEMO_PLATFORM_DEPOSITS
  return { addresses, demo: false }
}
