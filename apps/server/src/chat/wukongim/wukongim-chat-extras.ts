import {
  CHAT_EDIT_WINDOW_SECONDS,
  CHAT_REVOKE_WINDOW_SECONDS,
  type ChatConversationExtra,
  type ChatMessage,
  type ChatMessageExtra,
  type ChatReminder,
  type ChatSubscriber,
} from '@crossmart/api-client'
import * as z from 'zod'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { notFound, RefusalError } from '../../http/refusal-error'
import { parseServiceChannel, type StoredChannel, uidOf } from '../channel-address'
import {
  type ChatExtrasService,
  EXTRAS_CHANGED_CONTENT,
  isContentJson,
  MEMBERS_VERSION,
  SYNC_PAGE,
  toExtra,
  toReminder,
} from '../chat-extras-service'
import type { ChannelRef, ChatCaller } from '../chat-service'
import { assertClientMayPost } from '../client-content-policy'
import { CHANNEL_TYPE } from '../constants'
import type { ChatDirectory } from '../storage/directory-store'
import {
  type ConversationExtraRow,
  changeMessageExtra,
  countReader,
  findExtra,
  finishReminders,
  loadConversationExtras,
  loadMessageExtras,
  loadReminders,
  saveConversationExtra,
} from '../storage/extras-store'
import { loadLastSeen } from '../storage/last-seen-store'
import { availabilityOfMembers } from '../storage/staff-availability-store'
import type { WukongImApi } from './wukongim-api'
import { WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'

export interface WukongImChatExtrasOptions {
  api: WukongImApi
  db: Database
  directory: ChatDirectory
  clock: Clock
  /** The channel's newest messages as WuKongIM keeps them (its /channel/messagesync, latest page). */
  latestMessages: (caller: ChatCaller, ref: ChannelRef, limit: number) => Promise<readonly ChatMessage[]>
  /** Whether a service answers now by its business hours (services/business-hours.ts serviceOpenNow). */
  isOpenNow?(serviceId: string): Promise<boolean>
}

/**
 * A read (setUnread 0) counts the reader on the others' messages among the channel's newest
 * READ_COUNT_PAGE. Reads come with every opening of a conversation, so only a reader away for more
 * than a page of messages leaves the older ones uncounted.
 */
export const READ_COUNT_PAGE = 100

/** internal/types/message.go MessageResp, the fields read here (POST /message). */
const wkFoundMessage = z.object({
  channel_id: z.string(),
  channel_type: z.number().int(),
  message_seq: z.number().int(),
  from_uid: z.string().default(''),
  timestamp: z.number().int(),
})
/** internal/api/user.go OnlinestatusResp: one entry per online connection. */
const wkOnline = z.array(z.object({ uid: z.string(), online: z.number().int() })).nullable()

/**
 * The provider callbacks of chat-spec §7 beyond messages and conversations in CHAT_MODE=wukongim
 * (server README "WuKongIM mode"). WuKongIM v2.2.5 serves none of them (its internal/api has no
 * message extra, reminder, conversation extra or subscriber list route), so, as in embedded mode,
 * they are answered from this server's database; WuKongIM is asked what only it knows: a message's
 * sender, seq and time (`POST /message`), who is online (`POST /user/onlinestatus`), and it carries
 * the "extras changed" command to the channel's devices (`POST /message/send`, not persisted).
 * Every call about a channel refuses one the caller is not in (chat.channelNotFound).
 */
export function createWukongImChatExtras(options: WukongImChatExtrasOptions): ChatExtrasService {
  const { api, db, directory } = options

  /** The service conversation `mer_N_<uid>` (type 2) with its members, if the caller is one. */
  async function channelOf(caller: ChatCaller, ref: ChannelRef) {
    const uid = uidOf(caller.userId)
    const address =
      ref.channelType === WUKONGIM_SERVICE_CHANNEL_TYPE ? parseServiceChannel(ref.channelId) : null
    const shopperUid = address?.shopperUid
    if (!address || shopperUid === undefined) throw notFound('chat.channelNotFound')
    const staff = await directory.staffOf(address.serviceId)
    if (uid !== shopperUid && !staff.includes(uid)) throw notFound('chat.channelNotFound')
    const channel: StoredChannel = {
      kind: 'group',
      canonicalId: ref.channelId,
      channelType: CHANNEL_TYPE.group,
    }
    return { uid, channel, shopperUid, staff, serviceId: address.serviceId }
  }

  /** An own message of the channel as WuKongIM keeps it, or a refusal. */
  async function ownMessage(caller: ChatCaller, ref: ChannelRef & { messageId: string }) {
    const found = await channelOf(caller, ref)
    const message = await api.find(
      '/message',
      {
        login_uid: found.uid,
        channel_id: ref.channelId,
        channel_type: ref.channelType,
        message_id: BigInt(ref.messageId),
      },
      wkFoundMessage,
    )
    // pkg/wkdb/message.go SearchMessages finds a message id in any channel (GetMessage ignores
    // channel_id): one of another conversation is no message of this one.
    if (!message || message.channel_id !== ref.channelId || message.channel_type !== ref.channelType)
      throw notFound('chat.messageNotFound')
    if (message.from_uid !== found.uid) throw new RefusalError('chat.notOwnMessage')
    return { ...found, message, messageId: BigInt(ref.messageId) }
  }

  /** WuKongIM carries the command to the channel's online devices; not stored, no red dot. */
  async function notify(channelId: string, serviceId: string): Promise<void> {
    await api.command('/message/send', {
      header: { no_persist: 1, red_dot: 0, sync_once: 1 },
      from_uid: serviceId,
      channel_id: channelId,
      channel_type: WUKONGIM_SERVICE_CHANNEL_TYPE,
      payload: Buffer.from(JSON.stringify(EXTRAS_CHANGED_CONTENT), 'utf8').toString('base64'),
    })
  }

  const nowSeconds = () => Math.floor(options.clock.now() / 1000)

  function conversationExtraOf(row: ConversationExtraRow): ChatConversationExtra {
    return {
      channelId: row.channelId,
      channelType: row.channelType,
      version: row.version,
      // WuKongIM keeps the read position (readed_to_msg_seq, with /conversation/sync); 0 leaves it.
      browseTo: 0,
      keepMessageSeq: row.keepMessageSeq,
      keepOffsetY: row.keepOffsetY,
      draft: row.draft,
    }
  }

  return {
    /** After a read (setUnread 0): the others' newest messages count this reader (read counts). */
    async recordRead(caller, ref) {
      const { uid, channel, serviceId } = await channelOf(caller, ref)
      const newest = await options.latestMessages(caller, ref, READ_COUNT_PAGE)
      const others = newest.filter((m) => m.fromUid !== uid).map((m) => BigInt(m.messageId))
      if ((await countReader(db, uid, channel, others)) > 0) await notify(ref.channelId, serviceId)
    },

    async syncMessageExtras(caller, query): Promise<ChatMessageExtra[]> {
      const { channel } = await channelOf(caller, query)
      return (await loadMessageExtras(db, channel, query.extraVersion, query.limit)).map(toExtra)
    },

    async revoke(caller, ref) {
      const { channel, message, messageId, serviceId } = await ownMessage(caller, ref)
      if (nowSeconds() - message.timestamp > CHAT_REVOKE_WINDOW_SECONDS)
        throw new RefusalError('chat.revokeExpired')
      const extra = await changeMessageExtra(db, channel, messageId, { revoke: true }, message.message_seq)
      await notify(ref.channelId, serviceId)
      return toExtra(extra)
    },

    async edit(caller, ref) {
      if (!isContentJson(ref.content)) throw new RefusalError('chat.editInvalid')
      const { channel, message, messageId, serviceId } = await ownMessage(caller, ref)
      // Issue #32: the revoke window, and only content a client may send (as embedded mode).
      if (nowSeconds() - message.timestamp > CHAT_EDIT_WINDOW_SECONDS)
        throw new RefusalError('chat.editExpired')
      await assertClientMayPost(db, caller.userId, ref.content)
      if ((await findExtra(db, messageId))?.revoke) throw new RefusalError('chat.messageRevoked')
      const extra = await changeMessageExtra(
        db,
        channel,
        messageId,
        { editedAt: nowSeconds(), contentEdit: ref.content },
        message.message_seq,
      )
      await notify(ref.channelId, serviceId)
      return toExtra(extra)
    },

    async channelInfo(caller, ref) {
      const { uid, shopperUid, staff, serviceId } = await channelOf(caller, ref)
      const others = [shopperUid, ...staff].filter((member) => member !== uid)
      const online = others.length > 0 ? await api.call('POST', '/user/onlinestatus', others, wkOnline) : []
      const connected = new Set(
        (online ?? []).filter((entry) => entry.online === 1).map((entry) => entry.uid),
      )
      // A staff member who chose "offline" in the console is offline here too (issue #30). WuKongIM
      // keeps no last-seen time: its user.onlinestatus webhook keeps ours (chat_last_seen).
      const answer = await availabilityOfMembers(
        db,
        others,
        (member) => connected.has(member),
        async () => Math.floor((await loadLastSeen(db, others)) / 1000),
      )
      // Outside its hours the service is away, whoever is connected (its away message says so); the
      // staff's own view of the shopper is not about hours.
      const closed =
        answer.online && uid === shopperUid && options.isOpenNow && !(await options.isOpenNow(serviceId))
      if (closed)
        return {
          channelId: ref.channelId,
          channelType: ref.channelType,
          online: false,
          lastOffline: nowSeconds(),
        }
      return { channelId: ref.channelId, channelType: ref.channelType, ...answer }
    },

    async syncSubscribers(caller, query): Promise<ChatSubscriber[]> {
      // The subscribers getServiceChannel gives WuKongIM (the shopper, the staff, the service).
      const { shopperUid, staff, serviceId } = await channelOf(caller, query)
      if (query.version >= MEMBERS_VERSION) return []
      const list: ChatSubscriber[] = []
      for (const uid of [shopperUid, ...staff]) {
        const member = await directory.user(uid)
        list.push({ uid, name: member?.nickname ?? uid, version: MEMBERS_VERSION, isDeleted: false })
      }
      list.push({ uid: serviceId, name: serviceId, version: MEMBERS_VERSION, isDeleted: false })
      return list
    },

    async syncConversationExtras(caller, version) {
      const rows = await loadConversationExtras(db, uidOf(caller.userId), version, SYNC_PAGE)
      return rows.map(conversationExtraOf)
    },

    async setConversationExtra(caller, input) {
      const { uid } = await channelOf(caller, input)
      const row = await saveConversationExtra(db, {
        uid,
        channelId: input.channelId,
        channelType: input.channelType,
        draft: input.draft,
        keepMessageSeq: input.keepMessageSeq,
        keepOffsetY: input.keepOffsetY,
      })
      return conversationExtraOf(row)
    },

    async syncReminders(caller, version): Promise<ChatReminder[]> {
      return (await loadReminders(db, uidOf(caller.userId), version, SYNC_PAGE)).map(toReminder)
    },

    async reminderDone(caller, ids) {
      return { ids: await finishReminders(db, uidOf(caller.userId), ids) }
    },
  }
}
