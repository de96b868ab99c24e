import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import * as z from 'zod'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { chatPresence } from '../../db/schema'
import type { AppEnv } from '../../http/app-env'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import { parseServiceChannel, storedChannelOf } from '../channel-address'
import { CHANNEL_TYPE } from '../constants'
import { createAutoReplier, type ShopperMessageQueue } from '../services/auto-reply'
import { mentionReminderRows } from '../services/mention-reminders'
import type { ChatDirectory } from '../storage/directory-store'
import { addReminders } from '../storage/extras-store'
import { saveLastSeen } from '../storage/last-seen-store'
import { WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'
import { createConversationRecord, type NotifiedServiceMessage } from './wukongim-conversation-record'
import { parseLosslessJson } from './wukongim-json'
import type { WukongImPresence } from './wukongim-presence'

/** Where WuKongIM's `webhook.httpAddr` points: `<PUBLIC_URL>/chat/wukongim-webhook/<secret>`. */
export const WUKONGIM_WEBHOOK_PATH = '/chat/wukongim-webhook'
/** WuKongIM batches up to a few hundred messages per call; anything far larger is not WuKongIM. */
const WEBHOOK_BODY_MAX_BYTES = 4 * 1024 * 1024

// WuKongIM internal/types/message.go MessageResp, the fields the webhook needs.
const notifiedMessage = z.object({
  from_uid: z.string(),
  channel_id: z.string(),
  channel_type: z.number().int(),
  // internal/types/message.go MessageResp: a Go int64 (exact decimal string beyond 2^53), base64 payload.
  message_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  message_seq: z.number().int().default(0),
  client_msg_no: z.string().default(''),
  /** Seconds since the epoch. */
  timestamp: z.number().int().optional(),
  payload: z.string().default(''),
})
type NotifiedMessage = z.infer<typeof notifiedMessage>

/**
 * WuKongIM internal/webhook/webhook.go Online/Offline:
 * `uid-deviceFlag-online-connId-deviceOnlineCount-totalOnlineCount`; the uid may itself hold dashes,
 * so the five numbers are read from the right.
 */
export function parseOnlineStatus(entry: string): { uid: string; totalOnline: number } | null {
  const parts = entry.split('-')
  if (parts.length < 6) return null
  const numbers = parts.slice(-5)
  if (!numbers.every((n) => /^\d+$/.test(n))) return null
  const uid = parts.slice(0, -5).join('-')
  return uid === '' ? null : { uid, totalOnline: Number(numbers[4]) }
}

export interface WukongImWebhookOptions {
  db: Database
  clock: Clock
  logger: Logger
  directory: ChatDirectory
  /** The secret in the webhook's path (WUKONGIM_WEBHOOK_SECRET); unset: the endpoint is off. */
  secret: string | undefined
  /**
   * Issue #32: whether a notified message may stand (wukongim-refused-content.ts recalls what a
   * client may not send); every message stands when absent.
   */
  screen?(message: NotifiedMessage): Promise<boolean>
  /**
   * Issue #29 queue control (server README "Queue control"): reopening and assignment on a shopper's
   * message, the away message's availability, and a staff answer ending the no-answer wait.
   */
  queue?: ShopperMessageQueue & {
    afterStaffMessage(channelId: string, at?: number, fromUid?: string): Promise<void>
  }
  /** Whether a uid is online, as WuKongIM last told (the away message's rule). */
  presence: WukongImPresence
  /** A uid's presence as WuKongIM told it changed (what the presence and the queue remember). */
  onPresenceChanged?(uid: string): void
  /** Sends a message into a channel through WuKongIM's /message/send. */
  send(message: { fromUid: string; channelId: string; channelType: number; content: string }): Promise<void>
}

export interface WukongImWebhook {
  /** Handles one event; throws when WuKongIM should try again (msg.notify is retried). */
  handle(event: string, body: unknown): Promise<void>
  /**
   * The reconciler's catch-up (wukongim-reconcile.ts): messages the webhook may have missed, oldest
   * first, recorded as msg.notify records them; only `autoReplyTo` (a shopper's newest message,
   * recent enough) may get the away message, the others only the queue's and the reports' records.
   */
  caughtUp(messages: readonly unknown[], autoReplyTo: unknown): Promise<void>
  routes(): Hono<AppEnv>
}

const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * WuKongIM's webhook (CHAT_MODE=wukongim; server README "Chat"): `user.onlinestatus` keeps staff
 * presence in the database, `msg.notify` answers a shopper automatically when none of the shop's
 * staff is online (the rule of the embedded gateway, README "Channels and people"), with the
 * once-per-cooldown claim in the database so replicas agree. WuKongIM signs nothing, so the endpoint
 * is authenticated by a secret path segment compared in constant time.
 */
export function createWukongImWebhook(options: WukongImWebhookOptions): WukongImWebhook {
  const { db, clock, logger } = options
  const conversations = createConversationRecord(db)

  const autoReplier = createAutoReplier({
    db,
    clock,
    directory: options.directory,
    isOnline: (uid) => options.presence.isOnline(uid),
    ...(options.queue && { queue: options.queue }),
    post: (channel, _members, fromUid, content) =>
      options.send({
        fromUid,
        channelId: channel.canonicalId,
        channelType: WUKONGIM_SERVICE_CHANNEL_TYPE,
        content,
      }),
  })

  async function onlineStatus(body: unknown): Promise<void> {
    if (!Array.isArray(body)) return
    const now = new Date(clock.now())
    for (const entry of body) {
      const status = typeof entry === 'string' ? parseOnlineStatus(entry) : null
      if (!status) continue
      await db
        .insert(chatPresence)
        .values({ uid: status.uid, onlineDevices: status.totalOnline, updatedAt: now })
        .onConflictDoUpdate({
          target: chatPresence.uid,
          set: { onlineDevices: status.totalOnline, updatedAt: now },
        })
      options.onPresenceChanged?.(status.uid)
      // The user's last connection closed: their last seen (channel info), as the embedded gateway keeps it.
      if (status.totalOnline === 0) await saveLastSeen(db, status.uid, now)
    }
  }

  /** What the console records of a message; null when WuKongIM told no id or seq to key it by. */
  function recordOf(m: NotifiedMessage): NotifiedServiceMessage | null {
    if (m.message_id === undefined || m.message_seq <= 0) return null
    return {
      canonicalId: m.channel_id,
      messageId: BigInt(m.message_id),
      messageSeq: m.message_seq,
      clientMsgNo: m.client_msg_no,
      fromUid: m.from_uid,
      timestamp: m.timestamp ?? Math.floor(clock.now() / 1000),
      payload: Buffer.from(m.payload, 'base64').toString('utf8'),
    }
  }

  async function messagesNotified(body: unknown, mayAutoReply: (raw: unknown) => boolean): Promise<void> {
    if (!Array.isArray(body)) return
    for (const raw of body) {
      const parsed = notifiedMessage.safeParse(raw)
      if (!parsed.success) continue
      const m = parsed.data
      if (m.channel_type !== WUKONGIM_SERVICE_CHANNEL_TYPE) continue
      const address = parseServiceChannel(m.channel_id)
      if (address?.shopperUid === undefined) continue
      // A recalled message gets no automatic reply and reminds nobody.
      if (options.screen && !(await options.screen(m))) continue
      // Issue #29: once per message (server README "WuKongIM mode"): a notification delivered again,
      // or read back by the catch-up after the webhook had it, neither reopens nor counts twice.
      const record = recordOf(m)
      if (record && !(await conversations.claim(record))) continue
      try {
        await recordInQueue(m, address.shopperUid, address.serviceId, mayAutoReply(raw))
        await remindMentioned(m, [
          address.shopperUid,
          ...(await options.directory.staffOf(address.serviceId)),
        ])
      } catch (error) {
        // Unclaimed again, so WuKongIM's retry (or the next catch-up) handles it whole.
        if (record) await conversations.release(record)
        throw error
      }
    }
  }

  /** The queue's and the reports' records of the message, as the embedded gateway makes them. */
  async function recordInQueue(
    m: NotifiedMessage,
    shopperUid: string,
    serviceId: string,
    autoReply: boolean,
  ) {
    // When it was sent, not when it reached us: a catch-up replays messages minutes old, and the
    // reports' first response and the no-answer wait count from the message (WuKongIM: seconds).
    const sentAt = m.timestamp === undefined ? undefined : m.timestamp * 1000
    if (shopperUid === m.from_uid) {
      const channel = storedChannelOf(m.channel_id, CHANNEL_TYPE.customerService)
      if (channel?.kind !== 'service') return
      // Only a shopper's own message in their conversation asks for an automatic reply.
      if (autoReply) await autoReplier.afterShopperMessage(channel, [], sentAt)
      else await options.queue?.afterShopperMessage(channel, sentAt)
    } else if (m.from_uid !== serviceId) {
      // A staff member answered (the service's own automatic messages do not count).
      await options.queue?.afterStaffMessage(m.channel_id, sentAt, m.from_uid)
    }
  }

  /** chat-spec §3 Reminder type 1 for the members a message mentions (server README "WuKongIM mode"). */
  async function remindMentioned(m: NotifiedMessage, members: readonly string[]) {
    if (m.message_id === undefined || m.message_seq <= 0) return
    const rows = mentionReminderRows(
      {
        channel: { kind: 'group', canonicalId: m.channel_id, channelType: CHANNEL_TYPE.group },
        payload: Buffer.from(m.payload, 'base64').toString('utf8'),
        fromUid: m.from_uid,
        messageId: BigInt(m.message_id),
        messageSeq: m.message_seq,
      },
      members,
    )
    if (rows.length > 0) await addReminders(db, rows)
  }

  async function handle(event: string, body: unknown): Promise<void> {
    if (event === 'user.onlinestatus') return onlineStatus(body)
    if (event === 'msg.notify') return messagesNotified(body, () => true)
    // msg.offline (offline push) and msg.stream need nothing here: unread counts live in WuKongIM.
  }

  return {
    handle,
    caughtUp: (messages, autoReplyTo) => messagesNotified(messages, (raw) => raw === autoReplyTo),
    routes() {
      const router = new Hono<AppEnv>()
      router.post(`${WUKONGIM_WEBHOOK_PATH}/:secret`, async (c) => {
        if (!options.secret || !sameSecret(c.req.param('secret'), options.secret))
          return c.text('Not found', 404)
        // msg.offline comes once per stored message with anyone offline (server README "WuKongIM
        // mode"); nothing here needs it, so it is answered before its body is read or parsed.
        if (c.req.query('event') === 'msg.offline') return c.text('ok', 200)
        const length = Number(c.req.header('content-length') ?? '0')
        if (length > WEBHOOK_BODY_MAX_BYTES) return c.text('Too large', 413)
        const text = await c.req.text()
        if (text.length > WEBHOOK_BODY_MAX_BYTES) return c.text('Too large', 413)
        let body: unknown
        try {
          body = text === '' ? null : parseLosslessJson(text)
        } catch {
          return c.text('Bad JSON', 400)
        }
        const event = c.req.query('event') ?? ''
        try {
          await handle(event, body)
        } catch (error) {
          // A non-200 makes WuKongIM keep the notification and send it again.
          logger.error('WuKongIM webhook failed', { event, error: errorText(error) })
          return c.text('Retry', 503)
        }
        return c.text('ok', 200)
      })
      return router
    },
  }
}
