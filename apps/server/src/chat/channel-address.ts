import { DB_INT_MAX } from '@crossmart/api-client'
import { CHANNEL_TYPE } from './constants'

/**
 * How customer-service channels are named (README "Channels and people"). A shopper talks to a
 * shop as `mer_<shopId>` (type 7) and to the platform as `platform`; each such conversation is
 * private to that shopper, so it is stored under the canonical id `<serviceId>_<shopperUid>`, which
 * is also the id the service's staff see and reply to. Like WuKongIM's person channels, the id in a
 * receive depends on who receives it.
 */
export const PLATFORM_SERVICE_ID = 'platform'
const SHOP_PREFIX = 'mer_'
const UID_PATTERN = /^[1-9][0-9]{0,15}$/

export interface ServiceAddress {
  /** `mer_<shopId>` or `platform`. */
  serviceId: string
  /** null for the platform service. */
  shopId: number | null
  /** Set when the id names one shopper's conversation (the canonical / staff form). */
  shopperUid?: string
}

/** Chat uids are the decimal user ids. */
export const uidOf = (userId: number): string => String(userId)
/** Ids above the database's 32-bit columns name nobody (server README "Security": they were a 500 / close 1011). */
const isStorableId = (text: string): boolean => UID_PATTERN.test(text) && Number(text) <= DB_INT_MAX
export const userIdOf = (uid: string): number | null => (isStorableId(uid) ? Number(uid) : null)

export const shopServiceId = (shopId: number): string => `${SHOP_PREFIX}${shopId}`

export function canonicalServiceChannel(serviceId: string, shopperUid: string): string {
  return `${serviceId}_${shopperUid}`
}

/** Parses a type-7 channel id; null when it is not one this server names. */
export function parseServiceChannel(channelId: string): ServiceAddress | null {
  let rest: string
  let shopId: number | null
  let serviceId: string
  if (channelId === PLATFORM_SERVICE_ID || channelId.startsWith(`${PLATFORM_SERVICE_ID}_`)) {
    shopId = null
    serviceId = PLATFORM_SERVICE_ID
    rest = channelId.slice(PLATFORM_SERVICE_ID.length)
  } else if (channelId.startsWith(SHOP_PREFIX)) {
    const body = channelId.slice(SHOP_PREFIX.length)
    const cut = body.indexOf('_')
    const idText = cut === -1 ? body : body.slice(0, cut)
    if (!isStorableId(idText)) return null
    shopId = Number(idText)
    serviceId = shopServiceId(shopId)
    rest = cut === -1 ? '' : body.slice(cut)
  } else {
    return null
  }
  if (rest === '') return { serviceId, shopId }
  const shopperUid = rest.slice(1)
  if (!rest.startsWith('_') || !isStorableId(shopperUid)) return null
  return { serviceId, shopId, shopperUid }
}

/** A channel as stored, with what delivery needs to know about it. */
export type StoredChannel =
  | {
      kind: 'service'
      canonicalId: string
      channelType: typeof CHANNEL_TYPE.customerService
      serviceId: string
      shopId: number | null
      shopperUid: string
    }
  | { kind: 'group'; canonicalId: string; channelType: typeof CHANNEL_TYPE.group }

/** The id `uid` addresses `channel` by: the shopper sees the service id, everyone else the canonical id. */
export function viewChannelId(uid: string, channel: StoredChannel): string {
  return channel.kind === 'service' && channel.shopperUid === uid ? channel.serviceId : channel.canonicalId
}

/** The stored channel behind a canonical id (for rows read back from the database). */
export function storedChannelOf(canonicalId: string, channelType: number): StoredChannel | null {
  if (channelType === CHANNEL_TYPE.group) return { kind: 'group', canonicalId, channelType }
  if (channelType !== CHANNEL_TYPE.customerService) return null
  const address = parseServiceChannel(canonicalId)
  if (!address?.shopperUid) return null
  return {
    kind: 'service',
    canonicalId,
    channelType,
    serviceId: address.serviceId,
    shopId: address.shopId,
    shopperUid: address.shopperUid,
  }
}
