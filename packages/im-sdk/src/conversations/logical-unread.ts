import type { Conversation } from './model.js'

/**
 * chat-spec §5 "Logical unread count of a conversation": lastMessage sequence minus browseTo when
 * browseTo is positive and not beyond the last sequence; otherwise the plain unread count.
 */
export function logicalUnread(
  conversation: Pick<Conversation, 'lastMessage' | 'remoteExtra' | 'unread'>,
): number {
  const last = conversation.lastMessage?.messageSeq ?? 0
  const browseTo = conversation.remoteExtra.browseTo
  if (browseTo > 0 && browseTo <= last) return last - browseTo
  return conversation.unread
}
