import { API_CODE, UNSUPPORTED_RECHARGE_NETWORKS } from '@crossmart/api-client'
import { RefusalError } from '../../http/refusal-error'

export interface RechargeNetwork {
  id: number
  network: string
  coin: string
  /** The platform's receiving address on this network (demo addresses). */
  address: string
  supported: boolean
}

const unsupported = new Set<string>(UNSUPPORTED_RECHARGE_NETWORKS)

/**
 * Networks of getBlockchain (shop-spec §7) with the platform address for each. shop-spec §5: DEX, BSC
 * and HECO are listed but temporarily unsupported, and recharges through them are refused.
 */
export const RECHARGE_NETWORKS: readonly RechargeNetwork[] = [
  { id: 1, network: 'TRC20', coin: 'USDT', address: 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm' },
  { id: 2, network: 'ERC20', coin: 'USDT', address: '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c' },
  { id: 3, network: 'DEX', coin: 'USDT', address: '0x8ba1f109551bd432803012645ac136ddd64dba72' },
  { id: 4, network: 'BSC', coin: 'USDT', address: '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be' },
  { id: 5, network: 'HECO', coin: 'USDT', address: '0xab5801a7d398351b8be11c439e05c5b3259aec9b' },
].map((n) => ({ ...n, supported: !unsupported.has(n.network) }))

/** The listed network of that name (case-insensitive), or wallet.networkUnknown. */
export function findNetwork(name: string): RechargeNetwork {
  const network = RECHARGE_NETWORKS.find((n) => n.network.toUpperCase() === name.trim().toUpperCase())
  if (!network) throw new RefusalError('wallet.networkUnknown')
  return network
}

/** A network recharges may use: listed, supported, and paid to the platform's own address. */
export function assertRechargeNetwork(name: string, address: string): RechargeNetwork {
  const network = findNetwork(name)
  if (!network.supported) {
    throw new RefusalError('wallet.networkUnsupported', {
      apiCode: API_CODE.unsupportedNetwork,
      params: { network: network.network },
    })
  }
  // shop-spec §5: the coin must be sent on the same network to the platform address shown for it.
  if (address.trim().toLowerCase() !== network.address.toLowerCase())
    throw new RefusalError('wallet.addressMismatch')
  return network
}
