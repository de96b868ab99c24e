import type { ChatMessage } from '@crossmart/im-sdk'

/**
 * The shopper of a service conversation as staff address it (`mer_<shopId>_<uid>` or
 * `platform_<uid>`), or null for any other channel (team notes, a group).
 */
export function shopperUidOf(channelId: string, serviceId: string): string | null {
  const prefix = `${serviceId}_`
  if (!channelId.startsWith(prefix)) return null
  const uid = channelId.slice(prefix.length)
  return /^\d+$/.test(uid) ? uid : null
}

/**
 * Whether a message is a shopper writing to this staff member's service: what alerts are for. By the
 * channel's id alone: its type is 7 in embedded mode and 2 (a group) with WuKongIM.
 */
export function isShopperMessage(message: ChatMessage, serviceId: string): boolean {
  return shopperUidOf(message.channel.channelID, serviceId) === message.fromUID
}
