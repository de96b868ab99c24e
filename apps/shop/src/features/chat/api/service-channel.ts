import type { Channel } from '@crossmart/im-sdk'
import { PLATFORM_CHANNEL_ID, SHOP_CHANNEL_PREFIX } from '../chat-constants'

/** Which customer service a channel is: a shop (its merId) or the platform; null for anything else. */
export type ServiceTarget = { kind: 'shop'; merId: number } | { kind: 'platform' }

const MER_ID = /^[1-9][0-9]{0,15}$/

export function serviceTargetOf(channel: Channel): ServiceTarget | null {
  if (channel.channelID === PLATFORM_CHANNEL_ID) return { kind: 'platform' }
  if (!channel.channelID.startsWith(SHOP_CHANNEL_PREFIX)) return null
  const id = channel.channelID.slice(SHOP_CHANNEL_PREFIX.length)
  return MER_ID.test(id) ? { kind: 'shop', merId: Number(id) } : null
}
