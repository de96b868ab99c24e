/**
 * Conversations (chat-spec §3 "Conversation", §5 logical unread, §7 "sync conversations" and "sync
 * conversation extras"): an initial sync through the callback, a list sorted newest first, and
 * add / update / remove changes. A message updates its conversation's lastMessage and timestamp;
 * it raises `unread` only when it is not the user's own, is visible to the user (chat-spec §5), and
 * is newer than what the conversation already accounted for (so loading history never counts).
 */

import { invokeListCallback } from '../callbacks/invoke-callback.js'
import { itemProblems } from '../callbacks/shape-problem.js'
import { singleFlight } from '../callbacks/single-flight.js'
import type {
  ConversationExtraInput,
  ConversationInput,
  DataCallbacks,
  SyncVersion,
} from '../callbacks/types.js'
import { ReminderType } from '../callbacks/types.js'
import { type Channel, channelKey, type MessageContent, toChannel } from '../chat/message.js'
import { assertChannel } from '../chat/validate.js'
import { sameMessage } from '../messages/message-store.js'
import { type ChatMessage, fromMessageInput, messageInputProblem } from '../messages/model.js'
import { isMentionMe, isMessageVisibleTo } from '../messages/visibility.js'
import type { Reminder } from '../reminders/reminder-manager.js'
import { logicalUnread } from './logical-unread.js'
import {
  type Conversation,
  type ConversationChange,
  compareConversations,
  EMPTY_CONVERSATION_EXTRA,
  laterVersion,
} from './model.js'

/** Beyond the spec: how many recent messages per conversation the sync asks the app for. */
export const DEFAULT_CONVERSATION_MSG_COUNT = 1

export interface ConversationManager {
  /** Initial (and later incremental) sync through "syncConversations"; resolves with the sorted list. */
  sync(): Promise<Conversation[]>
  /** Syncs conversation extras (browseTo, draft ...) newer than the highest version seen. */
  syncExtras(): Promise<void>
  /** Newest first. */
  list(): Conversation[]
  get(channel: Channel): Conversation | undefined
  /** A message arrived, was synced, or is the user's own (queued or settled). */
  onMessage(message: ChatMessage): void
  /** A stored message changed (revoke, edit, status): refresh lastMessage when it is that one. */
  onMessageUpdate(message: ChatMessage): void
  /** Sets unread to 0 and browseTo to the last seq; clears isMentionMe. */
  clearUnread(channel: Channel): void
  /** Removes the conversation (the app calls its own delete API). */
  remove(channel: Channel): boolean
  /** Re-reads the pending reminders of these channels. */
  onReminders(changed: readonly Reminder[]): void
  /** The badge number: the sum of `logicalUnread` over every conversation (the official SDK's getAllUnreadCount). */
  getAllUnreadCount(): number
  /** The known conversations of these channels, in the order asked; unknown channels are skipped. */
  findConversations(channels: readonly Channel[]): Conversation[]
  /**
   * A conversation with no message yet (e.g. a chat opened from a product page), added to the list
   * with the current time; an existing one is moved to the top (its timestamp becomes now).
   */
  createEmptyConversation(channel: Channel): Conversation
  /**
   * Marks the conversation on screen (the official SDK's `openConversation`): its messages stop
   * raising `unread` until another one is opened or `openConversation(undefined)` closes it.
   * Creates the conversation (empty, without an event for an existing one) when missing and returns it.
   */
  openConversation(channel: Channel): Conversation
  openConversation(channel: undefined): undefined
  /** The conversation marked open, if any. */
  readonly opened: Conversation | undefined
  readonly version: SyncVersion
  clear(): void
}

export interface ConversationManagerDeps {
  readonly uid: string
  readonly callbacks: DataCallbacks
  readonly parse: (json: unknown) => MessageContent
  readonly pendingReminders: (channel: Channel) => Reminder[]
  readonly onChange: (change: ConversationChange) => void
  readonly msgCount?: number
  /** Milliseconds since the epoch (the client's clock); Date.now by default. */
  readonly now?: () => number
}

interface Entry {
  conversation: Conversation
  /**
   * Messages with a seq at or below this were accounted for in `unread` already (the server's
   * count at sync time, or everything up to a clearUnread); each newer message counts once.
   */
  countedTo: number
  /** Set when an unread visible message mentions me (cleared by clearUnread). */
  mentioned: boolean
}

function newer(candidate: ChatMessage, current: ChatMessage | undefined): boolean {
  if (current === undefined) return true
  if (candidate.clientMsgNo !== '' && candidate.clientMsgNo === current.clientMsgNo) return true
  if (candidate.messageSeq > 0 && current.messageSeq > 0) return candidate.messageSeq >= current.messageSeq
  return candidate.timestamp >= current.timestamp
}

export function createConversationManager(deps: ConversationManagerDeps): ConversationManager {
  const entries = new Map<string, Entry>()
  let version: SyncVersion = 0
  let extraVersion = 0
  let openKey: string | undefined

  function decorate(entry: Entry, patch: Partial<Conversation>): Conversation {
    const base = { ...entry.conversation, ...patch }
    const reminders = deps.pendingReminders(base.channel)
    return {
      ...base,
      reminders,
      isMentionMe: entry.mentioned || reminders.some((r) => r.reminderType === ReminderType.MentionMe),
    }
  }

  function put(key: string, entry: Entry, action: 'add' | 'update'): void {
    entries.set(key, entry)
    deps.onChange({ action, conversation: entry.conversation })
  }

  function fromInput(input: ConversationInput): Entry {
    const channel = toChannel(input.channel)
    const lastMessage =
      input.lastMessage !== undefined && messageInputProblem(input.lastMessage) === undefined
        ? fromMessageInput(input.lastMessage, deps.parse)
        : undefined
    const entry: Entry = {
      conversation: {
        channel,
        timestamp: input.timestamp,
        unread: input.unread ?? 0,
        ...(lastMessage === undefined ? {} : { lastMessage }),
        remoteExtra: { ...EMPTY_CONVERSATION_EXTRA, ...input.remoteExtra },
        reminders: [],
        isMentionMe: false,
        version: input.version ?? 0,
      },
      countedTo: lastMessage?.messageSeq ?? 0,
      // A synced conversation whose unread last message mentions me is a mention too, not only a
      // mention that arrived live (the server sends the last message only, so older ones can't count).
      mentioned:
        (input.unread ?? 0) > 0 &&
        lastMessage !== undefined &&
        isMessageVisibleTo(lastMessage, deps.uid) &&
        isMentionMe(lastMessage, deps.uid),
    }
    entry.conversation = decorate(entry, {})
    return entry
  }

  async function runSync(): Promise<Conversation[]> {
    const items = await invokeListCallback<'syncConversations', ConversationInput>(
      deps.callbacks,
      'syncConversations',
      { version, msgCount: deps.msgCount ?? DEFAULT_CONVERSATION_MSG_COUNT },
      itemProblems.conversation,
    )
    for (const item of items) {
      version = laterVersion(version, item.version ?? 0)
      const entry = fromInput(item)
      const key = channelKey(entry.conversation.channel)
      const known = entries.get(key)
      // The server's answer wins, except a newer lastMessage the client already has.
      if (known?.conversation.lastMessage !== undefined && entry.conversation.lastMessage !== undefined) {
        const kept = known.conversation.lastMessage
        const served = entry.conversation.lastMessage
        if (!newer(served, kept)) {
          entry.conversation = { ...entry.conversation, lastMessage: kept }
          entry.countedTo = Math.max(entry.countedTo, known.countedTo)
        } else if (
          sameMessage(served, kept) &&
          kept.remoteExtra.extraVersion > served.remoteExtra.extraVersion
        ) {
          // The same message again without its extras (the server's list carries none): a recall
          // or an edit applied meanwhile stays (chat-spec §3 remoteExtra, extraVersion only grows).
          entry.conversation = {
            ...entry.conversation,
            lastMessage: { ...served, remoteExtra: kept.remoteExtra },
          }
        }
      }
      // A mention seen live stays while the server still counts unread messages.
      if (known?.mentioned === true && entry.conversation.unread > 0 && !entry.mentioned) {
        entry.mentioned = true
        entry.conversation = decorate(entry, {})
      }
      put(key, entry, known === undefined ? 'add' : 'update')
    }
    return list()
  }

  function list(): Conversation[] {
    return [...entries.values()].map((e) => e.conversation).sort(compareConversations)
  }

  function applyExtra(extra: ConversationExtraInput): void {
    extraVersion = Math.max(extraVersion, extra.version)
    const key = channelKey(extra.channel)
    const entry = entries.get(key)
    if (entry === undefined || entry.conversation.remoteExtra.version > extra.version) return
    const { channel: _channel, ...fields } = extra
    entry.conversation = decorate(entry, { remoteExtra: { ...entry.conversation.remoteExtra, ...fields } })
    put(key, entry, 'update')
  }

  /** A conversation with no message and nothing unread. */
  function emptyEntry(channel: Channel, timestamp: number): Entry {
    return {
      conversation: {
        channel: toChannel(channel),
        timestamp,
        unread: 0,
        remoteExtra: EMPTY_CONVERSATION_EXTRA,
        reminders: [],
        isMentionMe: false,
        version: 0,
      },
      countedTo: 0,
      mentioned: false,
    }
  }

  const nowSeconds = (): number => Math.floor((deps.now ?? Date.now)() / 1000)

  function createEmptyConversation(channel: Channel): Conversation {
    assertChannel(channel)
    const key = channelKey(channel)
    const known = entries.get(key)
    const timestamp = Math.max(known?.conversation.timestamp ?? 0, nowSeconds())
    const entry = known ?? emptyEntry(channel, timestamp)
    entry.conversation = decorate(entry, { timestamp })
    put(key, entry, known === undefined ? 'add' : 'update')
    return entry.conversation
  }

  const sync = singleFlight(deps.callbacks, 'syncConversations', runSync)
  const syncExtras = singleFlight(deps.callbacks, 'syncConversationExtras', async () => {
    const items = await invokeListCallback<'syncConversationExtras', ConversationExtraInput>(
      deps.callbacks,
      'syncConversationExtras',
      { version: extraVersion },
      itemProblems.conversationExtra,
    )
    for (const item of items) applyExtra(item)
  })

  return {
    sync: () => sync(undefined),
    syncExtras: () => syncExtras(undefined),
    list,
    get: (channel) => entries.get(channelKey(channel))?.conversation,
    onMessage(message) {
      // chat-spec §5: a message the user may not see changes nothing in the list.
      if (!isMessageVisibleTo(message, deps.uid)) return
      const key = channelKey(message.channel)
      const known = entries.get(key)
      const entry = known ?? emptyEntry(message.channel, 0)
      const own = message.fromUID === deps.uid
      const counts = !own && message.messageSeq > entry.countedTo && key !== openKey
      const patch: { -readonly [K in keyof Conversation]?: Conversation[K] } = {}
      if (newer(message, entry.conversation.lastMessage)) {
        patch.lastMessage = message
        patch.timestamp = Math.max(entry.conversation.timestamp, message.timestamp)
      }
      if (counts) {
        // countedTo stays: a gap-synced message older than this one still counts (dedupe makes it once).
        patch.unread = entry.conversation.unread + 1
        if (isMentionMe(message, deps.uid)) entry.mentioned = true
      }
      if (Object.keys(patch).length === 0 && known !== undefined) return
      entry.conversation = decorate(entry, patch)
      put(key, entry, known === undefined ? 'add' : 'update')
    },
    onMessageUpdate(message) {
      const key = channelKey(message.channel)
      const entry = entries.get(key)
      const last = entry?.conversation.lastMessage
      if (entry === undefined || last === undefined) return
      if (!sameMessage(message, last)) return
      entry.conversation = decorate(entry, { lastMessage: message })
      put(key, entry, 'update')
    },
    clearUnread(channel) {
      const key = channelKey(channel)
      const entry = entries.get(key)
      if (entry === undefined) return
      const lastSeq = entry.conversation.lastMessage?.messageSeq ?? 0
      entry.mentioned = false
      entry.countedTo = Math.max(entry.countedTo, lastSeq)
      entry.conversation = decorate(entry, {
        unread: 0,
        remoteExtra: {
          ...entry.conversation.remoteExtra,
          browseTo: Math.max(entry.conversation.remoteExtra.browseTo, lastSeq),
        },
      })
      put(key, entry, 'update')
    },
    remove(channel) {
      const key = channelKey(channel)
      const entry = entries.get(key)
      if (entry === undefined) return false
      entries.delete(key)
      deps.onChange({ action: 'remove', conversation: entry.conversation })
      return true
    },
    onReminders(changed) {
      const keys = new Set(changed.map((r) => channelKey(r.channel)))
      for (const key of keys) {
        const entry = entries.get(key)
        if (entry === undefined) continue
        entry.conversation = decorate(entry, {})
        put(key, entry, 'update')
      }
    },
    getAllUnreadCount: () => list().reduce((total, c) => total + logicalUnread(c), 0),
    findConversations: (channels) => channels.flatMap((c) => entries.get(channelKey(c))?.conversation ?? []),
    createEmptyConversation,
    openConversation: ((channel: Channel | undefined) => {
      if (channel === undefined) {
        openKey = undefined
        return undefined
      }
      assertChannel(channel)
      const key = channelKey(channel)
      const known = entries.get(key)
      openKey = key
      return known === undefined ? createEmptyConversation(channel) : known.conversation
    }) as ConversationManager['openConversation'],
    get opened() {
      return openKey === undefined ? undefined : entries.get(openKey)?.conversation
    },
    get version() {
      return version
    },
    clear() {
      openKey = undefined
      entries.clear()
      version = 0
      extraVersion = 0
    },
  }
}
