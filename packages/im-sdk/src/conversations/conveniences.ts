/**
 * The conversation conveniences of the official SDK's ConversationManager (issue 18):
 * `getAllUnreadCount` and `findConversations`, as plain functions over conversations.
 */

import { type Channel, channelKey } from '../chat/message.js'
import { type Conversation, logicalUnread } from './model.js'

/** The badge number: the sum of every conversation's logical unread count (chat-spec §5). */
export function totalUnread(conversations: Iterable<Conversation>): number {
  let total = 0
  for (const conversation of conversations) total += logicalUnread(conversation)
  return total
}

/** The known conversations of these channels, in the order asked; unknown channels and repeats are skipped. */
export function pickConversations(
  find: (channel: Channel) => Conversation | undefined,
  channels: readonly Channel[],
): Conversation[] {
  const seen = new Set<string>()
  const found: Conversation[] = []
  for (const channel of channels) {
    const key = channelKey(channel)
    if (seen.has(key)) continue
    seen.add(key)
    const conversation = find(channel)
    if (conversation !== undefined) found.push(conversation)
  }
  return found
}
