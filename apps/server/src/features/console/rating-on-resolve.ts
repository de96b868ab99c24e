import { ratingRequestContent } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { parseServiceChannel, userIdOf } from '../../chat/channel-address'
import type { StateChange } from '../../chat/queue/queue-control'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import { conversationAssignments, users } from '../../db/schema'
import { resolveLanguage } from '../../i18n/languages'
import { RATING_ASK_TEXT } from '../../i18n/rating-ask-text'
import { requestRating } from './ratings'

export interface RatingOnResolveOptions {
  db: Database
  clock: Clock
  /** Sends `content` (JSON text) into the conversation as the service (chat-module.ts, either mode). */
  post(channelId: string, content: string): Promise<void>
}

/**
 * Issue #29 (server README "Satisfaction ratings"): every resolve (Alt+E, the button, Ctrl+Alt+E,
 * all through the queue's state change) asks the shopper in the chat for a rating. One request per
 * resolution: an unanswered one is asked again rather than doubled (ratings.ts), an answered one
 * stays answered and the next resolution gets a new one. The rating counts for whoever holds the
 * conversation, else whoever resolved it. The ask's fallback text (for a client without the card)
 * is in the shopper's language.
 */
export function createRatingOnResolve(options: RatingOnResolveOptions) {
  const { db, clock } = options
  async function shopperLanguage(channelId: string) {
    const shopperUid = parseServiceChannel(channelId)?.shopperUid
    const shopperId = shopperUid === undefined ? null : userIdOf(shopperUid)
    if (shopperId === null) return resolveLanguage(undefined)
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, shopperId))
    return resolveLanguage(row?.language)
  }
  return async (change: StateChange): Promise<void> => {
    const [holder] = await db
      .select({ staffId: conversationAssignments.staffId })
      .from(conversationAssignments)
      .where(eq(conversationAssignments.canonicalId, change.channelId))
    const staffId = holder?.staffId ?? change.by?.id ?? null
    const request = await requestRating(db, clock, { channelId: change.channelId, staffId })
    const text = RATING_ASK_TEXT[await shopperLanguage(change.channelId)]
    await options.post(change.channelId, JSON.stringify(ratingRequestContent(request.id, text)))
  }
}
