import {
  addReportDays,
  type ConsoleReport,
  type consoleReport,
  type EndpointRequest,
} from '@crossmart/api-client'
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import { shopServiceId } from '../../../chat-gateway/channel-address'
import { startOfLocalDay } from '../../../chat-gateway/services/business-hours'
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

export type ReportQuery = EndpointRequest<typeof consoleReport>

/**
 * The period as instants: given ones as they are; days from local midnight of `fromDay` to local
 * midnight after `toDay` in the shop's time zone (a day there is not UTC's: Tokyo's 28 November
 * begins at 15:00 UTC on the 27th), across a DST change too. The contract's schema checked the days.
 */
export function reportPeriodOf(timeZone: string, query: ReportQuery): { from: number; to: number } {
  if (query.fromDay !== undefined && query.toDay !== undefined) {
    const dayAfter = addReportDays(query.toDay, 1)
    return { from: startOfLocalDay(timeZone, query.fromDay), to: startOfLocalDay(timeZone, dayAfter) }
  }
  return { from: query.from ?? 0, to: query.to ?? 0 }
}

/**
 * Issue #29 reports (server README "Reports"): the conversations opened in [from, to), their first
 * response and resolution times within the shop's business hours (median, p90), the ratings given
 * in the period, per shop and per staff member, and the new conversations by weekday and hour.
 */
export async function buildReport(
  db: Executor,
  actor: ConsoleActor,
  query: ReportQuery,
): Promise<ConsoleReport> {
  const serviceId = reportServiceOf(actor, query.shopId)
  const settings = await loadQueueSettings(db, serviceId)
  const schedule = { timeZone: settings.timeZone, hours: settings.hours }
  const period = reportPeriodOf(settings.timeZone, query)
  const from = new Date(period.from)
  const to = new Date(period.to)
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
    from: period.from,
    to: period.to,
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
