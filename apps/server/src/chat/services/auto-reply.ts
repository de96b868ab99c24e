import type { QueueSettings } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { awayMessageLog, chatAutoReplies } from '../../db/schema'
import type { LocalizedText } from '../../db/schema/localized'
import { resolveLanguage } from '../../i18n/languages'
import { BACK_AT_TEXT } from '../../i18n/queue-control-messages'
import type { StoredChannel } from '../channel-address'
import { textContent } from '../gateway/sending/content-check'
import type { ChatDirectory } from '../storage/directory-store'
import { loadQueueSettings } from '../storage/queue-settings-store'
import { DEFAULT_AUTO_REPLY, fillName, PLATFORM_SERVICE_NAME } from './auto-reply-texts'
import { isOpenAt, localTimeOf, nextOpening } from './business-hours'

/** What the queue does with a shopper's message before the away message is decided (issue #29). */
export interface ShopperMessageQueue {
  /**
   * Reopens, starts the no-answer wait and assigns the conversation. `at`: when the message was
   * sent (epoch ms), for a message handled later than it was sent (WuKongIM's catch-up); now when
   * absent.
   */
  afterShopperMessage(channel: { canonicalId: string; serviceId: string }, at?: number): Promise<void>
  /** Whether any of these staff uids is available (online or busy, console open). */
  anyoneAvailable(members: readonly string[]): Promise<boolean>
  /** The service's queue settings as the queue keeps them (read from the database when absent). */
  settingsOf?(serviceId: string): Promise<QueueSettings>
}

export interface AutoReplierOptions {
  db: Database
  clock: Clock
  directory: ChatDirectory
  /** Whether a staff member is online (the gateway's presence, or WuKongIM's as its webhook told). */
  isOnline(uid: string): boolean | Promise<boolean>
  /** The queue (server README "Queue control"); without it the presence above alone decides. */
  queue?: ShopperMessageQueue
  /** Sends `content` (JSON text) into the channel as `fromUid`. */
  post(channel: StoredChannel, members: readonly string[], fromUid: string, content: string): Promise<unknown>
}

export interface AutoReplier {
  /**
   * After a shopper's message is stored: the queue's rules, then the away message when due. `at`:
   * when it was sent (epoch ms) if it is handled later (WuKongIM's catch-up); now when absent.
   */
  afterShopperMessage(channel: StoredChannel, members: readonly string[], at?: number): Promise<boolean>
}

/** Conversations whose claimed day is remembered at most (the oldest go first). */
const CLAIMED_DAYS_KEPT = 100_000

/** `{time}` of the "we answer again" line: weekday and time in the shop's zone, in the shopper's language. */
const LOCALES: Record<keyof LocalizedText, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  jp: 'ja-JP',
  kor: 'ko-KR',
  tai: 'th-TH',
}

/**
 * Issue #29 business hours and away message (server README "Queue control"; it replaces the fixed
 * automatic reply): outside the shop's hours, or when none of its staff is available, the shopper
 * gets the shop's away message, in their language where the shop wrote one (else the default
 * text), at most once per conversation per day of the shop's calendar (claimed in the database, so
 * replicas and both chat modes agree), with when the shop answers again when its hours say so. Sent
 * as the service (fromUID `mer_<id>`).
 */
export function createAutoReplier(options: AutoReplierOptions): AutoReplier {
  const { db, clock, directory } = options

  async function defaultTexts(serviceId: string, shopId: number | null): Promise<LocalizedText | null> {
    const [row] = await db
      .select()
      .from(chatAutoReplies)
      .where(eq(chatAutoReplies.serviceId, serviceId))
      .limit(1)
    if (row) return row.enabled ? row.texts : null
    return fillName(DEFAULT_AUTO_REPLY, shopId === null ? PLATFORM_SERVICE_NAME.en : `shop ${shopId}`)
  }

  async function anyoneOnline(serviceId: string): Promise<boolean> {
    const staff = await directory.staffOf(serviceId)
    if (options.queue) return options.queue.anyoneAvailable(staff)
    for (const uid of staff) if (await options.isOnline(uid)) return true
    return false
  }

  /**
   * The local day each conversation's away message was last claimed for: a claim is never undone,
   * so a later message of the same day needs no statement to learn it is not the first.
   */
  const claimedDay = new Map<string, string>()

  /** Once per conversation per local day: true for the first claim of the day. */
  async function claim(channelId: string, day: string, now: number): Promise<boolean> {
    if (claimedDay.get(channelId) === day) return false
    const rows = await db
      .insert(awayMessageLog)
      .values({ channelId, day, sentAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ channelId: awayMessageLog.channelId })
    // Re-set so the map's order is oldest claim first, and old days drop off its bound.
    claimedDay.delete(channelId)
    claimedDay.set(channelId, day)
    if (claimedDay.size > CLAIMED_DAYS_KEPT) claimedDay.delete(claimedDay.keys().next().value as string)
    return rows.length > 0
  }

  /**
   * One run per conversation at a time: messages that arrive during a run ask for one more run after
   * it (which sees them all), so a burst of a thousand messages costs a few runs, not a thousand.
   */
  const running = new Map<string, { again: boolean; members: readonly string[]; at: number | undefined }>()

  async function coalesced(
    channel: StoredChannel & { kind: 'service' },
    members: readonly string[],
    at: number | undefined,
  ) {
    const key = channel.canonicalId
    const current = running.get(key)
    if (current) {
      current.again = true
      current.members = members
      current.at = at
      return false
    }
    const state = { again: false, members, at }
    running.set(key, state)
    try {
      let replied = await handle(channel, members, at)
      while (state.again) {
        state.again = false
        replied = (await handle(channel, state.members, state.at)) || replied
      }
      return replied
    } finally {
      running.delete(key)
    }
  }

  async function handle(
    channel: StoredChannel & { kind: 'service' },
    members: readonly string[],
    at: number | undefined,
  ) {
    await options.queue?.afterShopperMessage(channel, at)
    const now = clock.now()
    const settings = await (options.queue?.settingsOf?.(channel.serviceId) ??
      loadQueueSettings(db, channel.serviceId))
    const schedule = { timeZone: settings.timeZone, hours: settings.hours }
    if (isOpenAt(schedule, now) && (await anyoneOnline(channel.serviceId))) return false
    if (!(await claim(channel.canonicalId, localTimeOf(settings.timeZone, now).date, now))) return false
    const shopper = await directory.user(channel.shopperUid)
    const language = resolveLanguage(shopper?.language)
    let text = settings.awayTexts[language]
    if (!text) {
      const fallback = await defaultTexts(channel.serviceId, channel.shopId)
      if (!fallback) return false
      text = fallback[language]
    }
    const opening = nextOpening(schedule, now)
    if (opening !== null) {
      const when = new Intl.DateTimeFormat(LOCALES[language], {
        timeZone: settings.timeZone,
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(new Date(opening))
      text = `${text}\n${BACK_AT_TEXT[language].replace('{time}', when)}`
    }
    await options.post(channel, members, channel.serviceId, textContent(text))
    return true
  }

  return {
    afterShopperMessage(channel, members, at) {
      if (channel.kind !== 'service') return Promise.resolve(false)
      return coalesced(channel, members, at)
    },
  }
}
