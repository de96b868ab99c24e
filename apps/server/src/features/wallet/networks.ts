import { API_CODE, UNSUPPORTED_RECHARGE_NETWORKS } from '@crossmart/api-client'
import { DEPOSIT_NETWORKS, type DepositNetwork, type PlatformDeposits } from '../../config/platform-deposits'
import { RefusalError } from '../../http/refusal-error'

/** A network of getBlockchain (shop-spec §7): what the server knows of it whatever is configured. */
export interface ChainNetwork {
  id: number
  network: DepositNetwork
  coin: string
  supported: boolean
}

/** A network as getBlockchain answers it: with the platform's receiving address, when one is set. */
export interface RechargeNetwork extends ChainNetwork {
  /** The operator's PLATFORM_DEPOSIT_<NETWORK> (issue #46); null: "ask customer service". */
  address: string | null
  /** The marked demo set of a demo (SEED_DEMO without PLATFORM_DEPOSIT_*). */
  demo: boolean
}

const unsupported = new Set<string>(UNSUPPORTED_RECHARGE_NETWORKS)

/**
 * Networks of getBlockchain (shop-spec §7). shop-spec §5: DEX, BSC and HECO are listed but
 * temporarily unsupported, and recharges through them are refused. Every one is USDT.
 */
export const CHAIN_NETWORKS: readonly ChainNetwork[] = DEPOSIT_NETWORKS.map((network, index) => ({
  id: index + 1,
  network,
  coin: 'USDT',
  supported: !unsupported.has(network),
}))

/** The networks with the platform's address on each from the operator's settings (none: null). */
export function rechargeNetworks(deposits: PlatformDeposits | undefined): RechargeNetwork[] {
  return CHAIN_NETWORKS.map((n) => ({
    ...n,
    address: deposits?.addresses[n.network] ?? null,
    demo: deposits?.demo ?? false,
  }))
}

/** The listed network of that name (case-insensitive), or wallet.networkUnknown. */
export function findNetwork(name: string): ChainNetwork {
  const network = CHAIN_NETWORKS.find((n) => n.network.toUpperCase() === name.trim().toUpperCase())
  if (!network) throw new RefusalError('wallet.networkUnknown')
  return network
}

/**
 * A network recharges may use: listed, supported, with a platform address set (issue #46: none set
 * means no deposit can be checked, so none is taken), and paid to that address.
 */
export function assertRechargeNetwork(
  deposits: PlatformDeposits | undefined,
  name: string,
  address: string,
): RechargeNetwork & { address: string } {
  const network = findNetwork(name)
  if (!network.supported) {
    throw new RefusalError('wallet.networkUnsupported', {
      apiCode: API_CODE.unsupportedNetwork,
      params: { network: network.network },
    })
  }
  const platformAddress = deposits?.addresses[network.network]
  if (platformAddress === undefined) {
    throw new RefusalError('wallet.depositAddressNotSet', {
      apiCode: API_CODE.unsupportedNetwork,
      params: { network: network.network },
    })
  }
  // shop-spec §5: the coin must be sent on the same network to the platform address shown for it.
  if (address.trim().toLowerCase() !== platformAddress.toLowerCase())
    throw new RefusalError('wallet.addressMismatch')
  return { ...network, address: platformAddress, demo: deposits?.demo ?? false }
}
