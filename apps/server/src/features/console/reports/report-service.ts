import type { ConsoleReport } from '@crossmart/api-client'
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import { shopServiceId } from '../../../chat-gateway/channel-address'
import { loadQueueSettings } from '../../../chat-gateway/storage/queue-settings-store'
import type { Executor } from '../../../db/database'
import { chatRatings, conversationEpisodes, users } from '../../../db/schema'
import { notFound } from '../../../http/refusal-error'
import type { ConsoleActor } from '../console-actor'
import { type Episode, figuresOf, weekHourCounts } from './report-figures'

/**
 * Staff see their own service only (another shop: not found, as for its conversations); an operator
 * chooses a shop, or the platform's own service without one.
 */
export function reportServiceOf(actor: ConsoleActor, shopId: number | undefined): string {
  if (actor.role === 'operator') return shopId === undefined ? actor.serviceId : shopServiceId(shopId)
  if (shopId !== undefined && shopId !== actor.shopId) throw notFound('console.conversationNotFound')
  return actor.serviceId
}

/**
 * Issue #29 reports (server README "Reports"): the conversations opened in [from, to), their first
 * response and resolution times within the shop's business hours (median, p90), the ratings given
 * in the period, per shop and per staff member, and the new conversations by weekday and hour.
 */
export async function buildReport(
  db: Executor,
  actor: ConsoleActor,
  query: { from: number; to: number; shopId?: number | undefined },
): Promise<ConsoleReport> {
  const serviceId = reportServiceOf(actor, query.shopId)
  const settings = await loadQueueSettings(db, serviceId)
  const schedule = { timeZone: settings.timeZone, hours: settings.hours }
  const from = new Date(query.from)
  const to = new Date(query.to)
  const episodeRows = await db
    .select()
    .from(conversationEpisodes)
    .where(
      and(
        eq(conversationEpisodes.serviceId, serviceId),
        gte(conversationEpisodes.openedAt, from),
        lt(conversationEpisodes.openedAt, to),
      ),
    )
  const ratingRows = await db
    .select({ staffId: chatRatings.staffId, score: chatRatings.score })
    .from(chatRatings)
    .where(
      and(
        eq(chatRatings.serviceId, serviceId),
        isNotNull(chatRatings.score),
        gte(chatRatings.ratedAt, from),
        lt(chatRatings.ratedAt, to),
      ),
    )
  const episodes: (Episode & { staffId: number | null })[] = episodeRows.map((e) => ({
    staffId: e.staffId,
    openedAt: e.openedAt.getTime(),
    firstResponseAt: e.firstResponseAt?.getTime() ?? null,
    resolvedAt: e.resolvedAt?.getTime() ?? null,
  }))
  const scores = ratingRows.map((r) => ({ staffId: r.staffId, score: r.score ?? 0 }))
  const staffIds = [...new Set([...episodes.map((e) => e.staffId), ...scores.map((s) => s.staffId)])]
  const named = staffIds.filter((id): id is number => id !== null)
  const names = new Map(
    named.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, nickname: users.nickname, account: users.account })
            .from(users)
            .where(inArray(users.id, named))
        ).map((u) => [u.id, u.nickname || u.account]),
  )
  const staff = staffIds
    .map((staffId) => ({
      staffId,
      name: staffId === null ? '' : (names.get(staffId) ?? String(staffId)),
      figures: figuresOf(
        schedule,
        episodes.filter((e) => e.staffId === staffId),
        scores.filter((s) => s.staffId === staffId).map((s) => s.score),
      ),
    }))
    .sort((a, b) => b.figures.conversations - a.figures.conversations || a.name.localeCompare(b.name))
  return {
    serviceId,
    timeZone: settings.timeZone,
    from: query.from,
    to: query.to,
    total: figuresOf(
      schedule,
      episodes,
      scores.map((s) => s.score),
    ),
    staff,
    heatmap: weekHourCounts(
      settings.timeZone,
      episodes.map((e) => e.openedAt),
    ),
  }
}
