import {
  API_CODE,
  CHAT_COMMAND,
  CHAT_EDIT_WINDOW_SECONDS,
  CHAT_REVOKE_WINDOW_SECONDS,
  type ChatConversationExtra,
  type ChatMessageExtra,
  type ChatReminder,
  type ChatSubscriber,
} from '@crossmart/api-client'
import type { Clock } from '../clock'
import type { Database } from '../db/database'
import { notFound, RefusalError } from '../http/refusal-error'
import { type StoredChannel, uidOf } from './channel-address'
import type { ChannelRef, ChatCaller } from './chat-service'
import { assertClientMayPost } from './client-content-policy'
import { resolveChannel } from './gateway/sending/channel-resolver'
import type { ChatDirectory, ChatUser } from './storage/directory-store'
import {
  browseToOf,
  changeMessageExtra,
  findExtra,
  findMessage,
  finishReminders,
  type LoadedReminder,
  loadConversationExtras,
  loadMessageExtras,
  loadReminders,
  type MessageExtraRow,
  recordReads,
  saveConversationExtra,
} from './storage/extras-store'
import { loadGroupMembers } from './storage/group-store'
import { availabilityOfMembers } from './storage/staff-availability-store'

/** Who is online (the embedded gateway's presence), and since when someone is not (kept in the database). */
export interface PresenceView {
  isOnline(uid: string): boolean
  /** Seconds since the epoch the last connection of any of `uids` closed; 0 = never seen. */
  lastSeen(uids: readonly string[]): Promise<number>
}

/** Tells the channel's online members to sync its message extras (a command message, chat-spec §3). */
export type ExtrasNotifier = (channel: StoredChannel, members: readonly string[]) => void

export interface ChatExtrasServiceOptions {
  db: Database
  directory: ChatDirectory
  clock: Clock
  presence: PresenceView
  notify: ExtrasNotifier
  /** Whether a service answers now by its business hours (services/business-hours.ts serviceOpenNow). */
  isOpenNow?(serviceId: string): Promise<boolean>
}

/** The command (content type 99) telling a channel's devices its message extras changed (WuKongIM's name). */
export const EXTRAS_CHANGED_CONTENT = { type: 99, cmd: CHAT_COMMAND.extrasChanged, param: {} } as const

/** The most rows one versioned sync returns. */
export const SYNC_PAGE = 200

/**
 * The provider callbacks of chat-spec §7 beyond messages and conversations (server README "Chat"),
 * answered from this server's database. Every call about a channel refuses one the caller is not in.
 */
export function createChatExtrasService(options: ChatExtrasServiceOptions) {
  const { db, directory } = options

  async function chatUser(caller: ChatCaller): Promise<ChatUser> {
    const user = await directory.user(uidOf(caller.userId))
    if (!user)
      throw new RefusalError('auth.tokenInvalid', { apiCode: API_CODE.unauthorized, httpStatus: 401 })
    return user
  }

  /** The channel as stored, with its members; refused when the caller is not one of them. */
  async function channelOf(caller: ChatCaller, ref: ChannelRef) {
    const user = await chatUser(caller)
    const resolution = await resolveChannel(directory, user, ref.channelId, ref.channelType)
    if (!resolution.ok) throw notFound('chat.channelNotFound')
    return { user, channel: resolution.channel, members: resolution.members }
  }

  /** An own message of the channel, or a refusal. */
  async function ownMessage(caller: ChatCaller, ref: ChannelRef & { messageId: string }) {
    const found = await channelOf(caller, ref)
    const row = await findMessage(db, found.channel, BigInt(ref.messageId))
    if (!row) throw notFound('chat.messageNotFound')
    if (row.fromUid !== found.user.uid) throw new RefusalError('chat.notOwnMessage')
    return { ...found, row }
  }

  const nowSeconds = () => Math.floor(options.clock.now() / 1000)

  return {
    async syncMessageExtras(
      caller: ChatCaller,
      query: ChannelRef & { extraVersion: number; limit: number },
    ): Promise<ChatMessageExtra[]> {
      const { channel } = await channelOf(caller, query)
      const rows = await loadMessageExtras(db, channel, query.extraVersion, query.limit)
      return rows.map(toExtra)
    },

    /** Server README "Chat": the sender may revoke a message within CHAT_REVOKE_WINDOW_SECONDS. */
    async revoke(caller: ChatCaller, ref: ChannelRef & { messageId: string }): Promise<ChatMessageExtra> {
      const { channel, members, row } = await ownMessage(caller, ref)
      if (nowSeconds() - row.timestamp > CHAT_REVOKE_WINDOW_SECONDS)
        throw new RefusalError('chat.revokeExpired')
      const extra = await changeMessageExtra(db, channel, row.messageId, { revoke: true })
      options.notify(channel, members)
      return toExtra(extra)
    },

    async edit(
      caller: ChatCaller,
      ref: ChannelRef & { messageId: string; content: string },
    ): Promise<ChatMessageExtra> {
      if (!isContentJson(ref.content)) throw new RefusalError('chat.editInvalid')
      const { channel, members, row } = await ownMessage(caller, ref)
      // Issue #32: the same window as revoke, so both sides' histories agree once it has passed.
      if (nowSeconds() - row.timestamp > CHAT_EDIT_WINDOW_SECONDS) throw new RefusalError('chat.editExpired')
      await assertClientMayPost(db, caller.userId, ref.content)
      if ((await findExtra(db, row.messageId))?.revoke) throw new RefusalError('chat.messageRevoked')
      const extra = await changeMessageExtra(db, channel, row.messageId, {
        editedAt: nowSeconds(),
        contentEdit: ref.content,
      })
      options.notify(channel, members)
      return toExtra(extra)
    },

    /** After a read (setUnread 0): the others' messages up to browseTo count this reader. */
    async recordRead(caller: ChatCaller, ref: ChannelRef): Promise<void> {
      const { user, channel, members } = await channelOf(caller, ref)
      const upTo = await browseToOf(db, user.uid, ref.channelId, ref.channelType)
      if ((await recordReads(db, user.uid, channel, upTo)) > 0) options.notify(channel, members)
    },

    /** chat-spec §3 channel info: is anyone else of the channel online, else when one was last seen. */
    async channelInfo(caller: ChatCaller, ref: ChannelRef) {
      const { user, channel, members } = await channelOf(caller, ref)
      const others = members.filter((uid) => uid !== user.uid && uid !== serviceIdOf(channel))
      // A staff member who chose "offline" in the console is offline here too (issue #30).
      const { online, lastOffline } = await availabilityOfMembers(
        db,
        others,
        (uid) => options.presence.isOnline(uid),
        () => options.presence.lastSeen(others),
      )
      // Outside its hours the service is away to the shopper, whoever has a console open (its away
      // message says so); the staff's own view of the shopper is not about hours.
      const closed =
        online &&
        channel.kind === 'service' &&
        user.uid === channel.shopperUid &&
        options.isOpenNow !== undefined &&
        !(await options.isOpenNow(channel.serviceId))
      return {
        channelId: ref.channelId,
        channelType: ref.channelType,
        online: online && !closed,
        lastOffline: closed ? nowSeconds() : lastOffline,
      }
    },

    /**
     * chat-spec §3 Subscriber: a group's membership changes after `version` (joins and leaves, each
     * with its own version); a customer-service channel's members at version 1 (it derives them, so
     * they have no history).
     */
    async syncSubscribers(
      caller: ChatCaller,
      query: ChannelRef & { version: number },
    ): Promise<ChatSubscriber[]> {
      const { channel, members } = await channelOf(caller, query)
      const rows =
        channel.kind === 'group'
          ? await loadGroupMembers(db, channel.canonicalId, query.version)
          : query.version >= MEMBERS_VERSION
            ? []
            : members.map((uid) => ({ uid, version: MEMBERS_VERSION, removed: false }))
      const list: ChatSubscriber[] = []
      for (const row of rows) {
        const member = await directory.user(row.uid)
        list.push({
          uid: row.uid,
          name: member?.nickname ?? row.uid,
          version: row.version,
          isDeleted: row.removed,
        })
      }
      return list
    },

    async syncConversationExtras(caller: ChatCaller, version: number): Promise<ChatConversationExtra[]> {
      const user = await chatUser(caller)
      const rows = await loadConversationExtras(db, user.uid, version, SYNC_PAGE)
      return Promise.all(
        rows.map(async (row) => ({
          channelId: row.channelId,
          channelType: row.channelType,
          version: row.version,
          browseTo: await browseToOf(db, user.uid, row.channelId, row.channelType),
          keepMessageSeq: row.keepMessageSeq,
          keepOffsetY: row.keepOffsetY,
          draft: row.draft,
        })),
      )
    },

    async setConversationExtra(
      caller: ChatCaller,
      input: ChannelRef & { draft: string; keepMessageSeq: number; keepOffsetY: number },
    ): Promise<ChatConversationExtra> {
      const { user } = await channelOf(caller, input)
      const row = await saveConversationExtra(db, {
        uid: user.uid,
        channelId: input.channelId,
        channelType: input.channelType,
        draft: input.draft,
        keepMessageSeq: input.keepMessageSeq,
        keepOffsetY: input.keepOffsetY,
      })
      return {
        channelId: row.channelId,
        channelType: row.channelType,
        version: row.version,
        browseTo: await browseToOf(db, user.uid, row.channelId, row.channelType),
        keepMessageSeq: row.keepMessageSeq,
        keepOffsetY: row.keepOffsetY,
        draft: row.draft,
      }
    },

    async syncReminders(caller: ChatCaller, version: number): Promise<ChatReminder[]> {
      const user = await chatUser(caller)
      return (await loadReminders(db, user.uid, version, SYNC_PAGE)).map(toReminder)
    },

    async reminderDone(caller: ChatCaller, ids: readonly number[]) {
      const user = await chatUser(caller)
      return { ids: await finishReminders(db, user.uid, ids) }
    },
  }
}

export type ChatExtrasService = ReturnType<typeof createChatExtrasService>

/** A customer-service channel's members never change version: the list is answered whole once per client. */
export const MEMBERS_VERSION = 1

const serviceIdOf = (channel: StoredChannel): string | null =>
  channel.kind === 'service' ? channel.serviceId : null

export function isContentJson(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && Number.isInteger((value as { type?: unknown }).type)
  } catch {
    return false
  }
}

export function toExtra(row: MessageExtraRow): ChatMessageExtra {
  return {
    messageId: row.messageId.toString(),
    messageSeq: row.messageSeq,
    extraVersion: row.extraVersion,
    revoke: row.revoke,
    isEdit: row.editedAt > 0,
    editedAt: row.editedAt,
    contentEdit: row.contentEdit === null ? '' : Buffer.from(row.contentEdit, 'utf8').toString('base64'),
    readedCount: row.readedCount,
    unreadCount: row.unreadCount,
  }
}

export function toReminder(row: LoadedReminder): ChatReminder {
  return {
    reminderId: row.id,
    channelId: row.channelId,
    channelType: row.channelType,
    reminderType: row.reminderType,
    done: row.done,
    version: row.version,
    messageId: row.messageId.toString(),
    messageSeq: row.messageSeq,
    text: row.text,
    fromUid: row.fromUid ?? '',
  }
}

/** The calls the extras routes serve, in either chat mode. */
export type ChatExtrasCalls = Omit<ChatExtrasService, 'recordRead'>
