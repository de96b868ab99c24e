import { eq, or, sql } from 'drizzle-orm'
import * as z from 'zod'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { chatPresence, shops, users } from '../../db/schema'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import { PLATFORM_SERVICE_ID, parseServiceChannel, shopServiceId, uidOf } from '../channel-address'
import type { WukongImApi } from './wukongim-api'
import { WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim-chat-service'

/**
 * A shopper's message older than this gets no automatic reply from a catch-up: the reply says
 * "we got your message, staff are away", which is noise hours later (server README "WuKongIM mode").
 */
export const CATCH_UP_WINDOW_MS = 15 * 60 * 1000
/**
 * Messages read back per conversation by a catch-up: the console's records (issue #29: inbox, queue,
 * reports) want every message the webhook missed, not only the newest.
 */
export const CATCH_UP_MESSAGES = 50
/** uids per `/user/onlinestatus` call. */
const PRESENCE_BATCH = 500

/** internal/api/user.go OnlinestatusResp; `[]` is answered `{"status":200}` (ResponseOK). */
const wkOnline = z.union([
  z.array(z.object({ uid: z.string(), online: z.number().int() })),
  z.object({ status: z.number().int() }).transform(() => []),
  z.null().transform(() => []),
])
const wkRecent = z
  .object({
    from_uid: z.string(),
    channel_id: z.string(),
    channel_type: z.number().int(),
    message_seq: z.number().int(),
    timestamp: z.number().int(),
  })
  .passthrough()
const wkServiceConversations = z
  .array(
    z.object({
      channel_id: z.string(),
      channel_type: z.number().int(),
      recents: z.array(wkRecent).nullish(),
    }),
  )
  .nullable()

export interface WukongImReconcilerOptions {
  db: Database
  clock: Clock
  logger: Logger
  api: WukongImApi
  /**
   * The webhook's msg.notify handling (records, queue, mention reminders) for missed messages, oldest
   * first; only `autoReplyTo` (one of them, or null) may get the automatic reply.
   */
  notified(messages: readonly unknown[], autoReplyTo: unknown): Promise<void>
  /** 0 = only the run after start. */
  intervalMs: number
  /** Staff presence was read back (the queue's memory may hold what it was). */
  onPresenceChanged?(uid: string): void
}

export interface WukongImReconciler {
  /** Staff presence read back from WuKongIM into chat_presence; returns how many staff are online. */
  reconcilePresence(): Promise<number>
  /**
   * The messages since the last catch-up handled as msg.notify (the webhook's records skip those it
   * had); a shopper's last message with no answer may get the automatic reply. Returns how many
   * conversations had such a message.
   */
  catchUp(): Promise<number>
  /** Runs both now (in the background) and every intervalMs. */
  start(): void
  stop(): Promise<void>
}

/**
 * Recovery from lost webhooks (server README "WuKongIM mode"). WuKongIM drops a msg.notify or
 * user.onlinestatus push after `webhook.msgNotifyEventRetryMaxCount` (5) failed tries about a second
 * apart (internal/webhook/webhook.go handleSendFailure, loopOnlineStatus), so a CrossMart outage
 * longer than that would leave staff presence wrong and shoppers unanswered for good. After start
 * and every interval:
 * - presence: every staff member's online devices from `POST /user/onlinestatus`;
 * - missed messages: each service uid (`mer_N`, `platform`) is a subscriber of its conversations and
 *   never reads them, so `/conversation/sync` with `only_unread` lists exactly the conversations with
 *   messages since the last catch-up; their last CATCH_UP_MESSAGES messages go through the msg.notify
 *   handling, which records each once (claimed by message id: issue #29's inbox, queue and reports),
 *   and only where the newest is the shopper's, recent enough, may it reply (at most once per
 *   cooldown, claimed in the database, so replicas and a late webhook do not reply twice), then the service's read position
 *   moves to the end (`/conversations/setUnread` 0) so the next sync starts there.
 */
export function createWukongImReconciler(options: WukongImReconcilerOptions): WukongImReconciler {
  const { db, clock, logger, api } = options
  let timer: ReturnType<typeof setInterval> | undefined
  let running: Promise<void> | undefined

  async function staffUids(): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.role, 'staff'), eq(users.role, 'operator')))
    return rows.map((r) => uidOf(r.id))
  }

  async function reconcilePresence(): Promise<number> {
    const uids = await staffUids()
    let online = 0
    const now = new Date(clock.now())
    for (let i = 0; i < uids.length; i += PRESENCE_BATCH) {
      const batch = uids.slice(i, i + PRESENCE_BATCH)
      const conns = await api.call('POST', '/user/onlinestatus', batch, wkOnline)
      const counts = new Map<string, number>()
      for (const c of conns) if (c.online === 1) counts.set(c.uid, (counts.get(c.uid) ?? 0) + 1)
      const rows = batch.map((uid) => ({ uid, onlineDevices: counts.get(uid) ?? 0, updatedAt: now }))
      online += [...counts.keys()].filter((uid) => batch.includes(uid)).length
      // One upsert: the webhook may write the same rows meanwhile, and no row is ever missing.
      if (rows.length > 0) {
        await db
          .insert(chatPresence)
          .values(rows)
          .onConflictDoUpdate({
            target: chatPresence.uid,
            set: { onlineDevices: sql`excluded.online_devices`, updatedAt: sql`excluded.updated_at` },
          })
        for (const row of rows) options.onPresenceChanged?.(row.uid)
      }
    }
    return online
  }

  async function serviceIds(): Promise<string[]> {
    const rows = await db.select({ id: shops.id }).from(shops)
    return [PLATFORM_SERVICE_ID, ...rows.map((r) => shopServiceId(r.id))]
  }

  async function catchUp(): Promise<number> {
    let handled = 0
    const since = Math.floor((clock.now() - CATCH_UP_WINDOW_MS) / 1000)
    for (const serviceId of await serviceIds()) {
      const conversations = await api.call(
        'POST',
        '/conversation/sync',
        // version > 0 with only_unread: the conversations with messages past the service's read position.
        { uid: serviceId, version: 1, only_unread: 1, msg_count: CATCH_UP_MESSAGES },
        wkServiceConversations,
      )
      for (const c of conversations ?? []) {
        if (c.channel_type !== WUKONGIM_SERVICE_CHANNEL_TYPE) continue
        const address = parseServiceChannel(c.channel_id)
        if (address?.serviceId !== serviceId || address.shopperUid === undefined) continue
        // conversation.go: recents newest first.
        const recents = c.recents ?? []
        const newest = recents[0]
        const unanswered =
          newest && newest.from_uid === address.shopperUid && newest.timestamp >= since ? newest : null
        if (recents.length > 0) await options.notified([...recents].reverse(), unanswered)
        if (unanswered) handled++
        await api.command('/conversations/setUnread', {
          uid: serviceId,
          channel_id: c.channel_id,
          channel_type: c.channel_type,
          unread: 0,
        })
      }
    }
    return handled
  }

  function runOnce(): Promise<void> {
    running ??= (async () => {
      try {
        await reconcilePresence()
        const handled = await catchUp()
        if (handled > 0) logger.info('WuKongIM catch-up handled missed messages', { messages: handled })
      } catch (error) {
        logger.warn('WuKongIM reconcile failed; next try at the next interval', { error: errorText(error) })
      } finally {
        running = undefined
      }
    })()
    return running
  }

  return {
    reconcilePresence,
    catchUp,
    start() {
      void runOnce()
      if (options.intervalMs > 0 && !timer) {
        timer = setInterval(() => void runOnce(), options.intervalMs)
        timer.unref()
      }
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
