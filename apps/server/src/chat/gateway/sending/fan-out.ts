import { type StoredChannel, viewChannelId } from '../../channel-address'
import type { StoredMessage } from '../../storage/message-store'
import type { Presence } from '../connection/presence'

/** The presence key of a channel's subscribers. */
export const channelKey = (channel: StoredChannel): string => `${channel.channelType}:${channel.canonicalId}`

const encoder = new TextEncoder()

/**
 * Delivers a message to every online device of the channel's members and to the channel's
 * subscribers, each once and never to the connection that sent it (README "The gateway"); returns how
 * many receives went out (server README "Metrics").
 */
export function fanOut(presence: Presence, message: StoredMessage, members: readonly string[]): number {
  const plain = encoder.encode(message.payload)
  const reached = new Set<number>()
  let delivered = 0
  for (const uid of members) {
    const view = viewChannelId(uid, message.channel)
    for (const connection of presence.connectionsOf(uid)) {
      reached.add(connection.id)
      if (connection.id !== message.originConnectionId) {
        connection.deliver(message, view, plain)
        delivered++
      }
    }
  }
  for (const connection of presence.subscribersOf(channelKey(message.channel))) {
    if (reached.has(connection.id) || connection.id === message.originConnectionId) continue
    connection.deliver(message, viewChannelId(connection.uid, message.channel), plain)
    delivered++
  }
  return delivered
}
