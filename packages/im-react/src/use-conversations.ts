import { type Conversation, compareConversations, logicalUnread } from '@crossmart/im-sdk'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { createClientStore } from './client-store.js'
import { pluginMissing } from './errors.js'
import { useImClient } from './provider.js'

/** A conversation with the count to show (chat-spec §5 logical unread: what browseTo has not read). */
export type ConversationItem = Conversation & { readonly logicalUnread: number }

export interface ConversationsView {
  /** Newest first (the SDK's compareConversations: pinned rules included). */
  readonly conversations: readonly ConversationItem[]
  /** The sum of the logical unread counts (a badge). */
  readonly totalUnread: number
  /** The pending reminders of every conversation (mentions), newest conversation first. */
  readonly reminders: readonly Conversation['reminders'][number][]
}

export const NO_CONVERSATIONS: ConversationsView = Object.freeze({
  conversations: Object.freeze([]) as readonly ConversationItem[],
  totalUnread: 0,
  reminders: Object.freeze([]) as readonly Conversation['reminders'][number][],
})
const none = () => NO_CONVERSATIONS
const subscribeNothing = () => () => undefined

function readConversations(list: readonly Conversation[]): ConversationsView {
  const conversations = [...list]
    .sort(compareConversations)
    .map((c) => ({ ...c, logicalUnread: logicalUnread(c) }))
  return {
    conversations,
    totalUnread: conversations.reduce((sum, c) => sum + c.logicalUnread, 0),
    reminders: conversations.flatMap((c) => c.reminders),
  }
}

const sameView = (a: ConversationsView, b: ConversationsView) =>
  a.totalUnread === b.totalUnread &&
  a.conversations.length === b.conversations.length &&
  a.conversations.every((c, i) => {
    const d = b.conversations[i]!
    return (
      c.logicalUnread === d.logicalUnread &&
      c.lastMessage === d.lastMessage &&
      c.reminders === d.reminders &&
      c.remoteExtra === d.remoteExtra &&
      c.timestamp === d.timestamp &&
      c.unread === d.unread
    )
  })

/**
 * The conversation list of the provider's client (conversationsPlugin), live: synced once on mount
 * (the client syncs it again after every reconnect), updated by every message, update and reminder.
 */
export function useConversations(): ConversationsView {
  const client = useImClient()
  const manager = client?.conversations
  if (client !== null && manager === undefined) throw pluginMissing('conversationsPlugin', 'useConversations')
  const store = useMemo(
    () =>
      client === null || manager === undefined
        ? null
        : createClientStore(
            client,
            ['conversation', 'reminders', 'messageUpdate'],
            () => readConversations(manager.list()),
            sameView,
          ),
    [client, manager],
  )
  useEffect(() => {
    manager?.sync().catch(() => undefined)
  }, [manager])
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.get ?? none, none)
}
