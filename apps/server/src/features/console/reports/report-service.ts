import {
  addReportDays,
  type ConsoleReport,
  type consoleReport,
  type EndpointRequest,
  LABEL_COLOURS,
  type LabelColour,
} from '@crossmart/api-client'
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm'
import { shopServiceId } from '../../../chat/channel-address'
import { startOfLocalDay } from '../../../chat/services/business-hours'
import { loadQueueSettings } from '../../../chat/storage/queue-settings-store'
import type { Clock } from '../../../clock'
import type { Executor } from '../../../db/database'
import {
  chatRatings,
  conversationAssignments,
  conversationEpisodes,
  conversationLabelLinks,
  conversationLabels,
  users,
} from '../../../db/schema'
import { notFound } from '../../../http/refusal-error'
import type { ConsoleActor } from '../console-actor'
import { liveQueueOf, membersOfService } from './live-queue'
import { businessMsBetween, durationFigures, type Episode, figuresOf, weekHourCounts } from './report-figures'
import { dailyFigures } from './report-trends'

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

/** An episode of the period with who it counts for (issue #44). */
interface ReportEpisode extends Episode {
  canonicalId: string
  /** Who the conversation counts for: its resolver, or while unresolved whoever holds it now. */
  ownerId: number | null
}

/**
 * Issue #29 reports (server README "Reports"): the conversations opened in [from, to), their first
 * response and resolution times within the shop's business hours (median, p90), the ratings given
 * in the period, per shop and per staff member, and the new conversations by weekday and hour.
 *
 * Issue #44 "Reports tell the truth": an unresolved conversation counts for whoever holds it now
 * (it used to count for "nobody" until its first answer, so a member holding 10 showed 1); every
 * member has a row with what they hold open now, what they resolved in the period and their first
 * responses; the live queue, the days of the period, the labels and the satisfaction per day.
 */
export async function buildReport(
  db: Executor,
  clock: Clock,
  actor: ConsoleActor,
  query: ReportQuery,
): Promise<ConsoleReport> {
  const serviceId = reportServiceOf(actor, query.shopId)
  const settings = await loadQueueSettings(db, serviceId)
  const schedule = { timeZone: settings.timeZone, hours: settings.hours }
  const period = reportPeriodOf(settings.timeZone, query)
  const from = new Date(period.from)
  const to = new Date(period.to)
  const inService = eq(conversationEpisodes.serviceId, serviceId)
  const episodeColumns = {
    canonicalId: conversationEpisodes.canonicalId,
    staffId: conversationEpisodes.staffId,
    openedAt: conversationEpisodes.openedAt,
    firstResponseAt: conversationEpisodes.firstResponseAt,
    resolvedAt: conversationEpisodes.resolvedAt,
    assigneeId: conversationAssignments.staffId,
  }
  const [episodeRows, resolvedRows, ratingRows, live, members, labelRows] = await Promise.all([
    db
      .select(episodeColumns)
      .from(conversationEpisodes)
      .leftJoin(
        conversationAssignments,
        eq(conversationAssignments.canonicalId, conversationEpisodes.canonicalId),
      )
      .where(and(inService, gte(conversationEpisodes.openedAt, from), lt(conversationEpisodes.openedAt, to))),
    // Resolved in the period, whenever they were opened (a member's "resolved" and the daily trend).
    db
      .select({ staffId: conversationEpisodes.staffId, resolvedAt: conversationEpisodes.resolvedAt })
      .from(conversationEpisodes)
      .where(
        and(inService, gte(conversationEpisodes.resolvedAt, from), lt(conversationEpisodes.resolvedAt, to)),
      ),
    db
      .select({ staffId: chatRatings.staffId, score: chatRatings.score, ratedAt: chatRatings.ratedAt })
      .from(chatRatings)
      .where(
        and(
          eq(chatRatings.serviceId, serviceId),
          isNotNull(chatRatings.score),
          gte(chatRatings.ratedAt, from),
          lt(chatRatings.ratedAt, to),
        ),
      ),
    liveQueueOf(db, serviceId, clock.now()),
    membersOfService(db, serviceId),
    db
      .select({
        labelId: conversationLabels.id,
        name: conversationLabels.name,
        colour: conversationLabels.colour,
        canonicalId: conversationLabelLinks.canonicalId,
      })
      .from(conversationLabels)
      .leftJoin(conversationLabelLinks, eq(conversationLabelLinks.labelId, conversationLabels.id))
      .where(eq(conversationLabels.serviceId, serviceId))
      .orderBy(conversationLabels.name),
  ])
  const episodes: ReportEpisode[] = episodeRows.map((e) => ({
    canonicalId: e.canonicalId,
    staffId: e.staffId,
    ownerId: e.resolvedAt === null ? (e.assigneeId ?? e.staffId) : e.staffId,
    openedAt: e.openedAt.getTime(),
    firstResponseAt: e.firstResponseAt?.getTime() ?? null,
    resolvedAt: e.resolvedAt?.getTime() ?? null,
  }))
  const scores = ratingRows.map((r) => ({
    staffId: r.staffId,
    score: r.score ?? 0,
    at: r.ratedAt?.getTime() ?? 0,
  }))
  const staffIds = [...new Set([...episodes.map((e) => e.ownerId), ...scores.map((s) => s.staffId)])]
  const named = staffIds.filter((id): id is number => id !== null && !members.some((m) => m.id === id))
  const names = new Map([
    ...members.map((m) => [m.id, m.name] as const),
    ...(named.length === 0
      ? []
      : (
          await db
            .select({ id: users.id, nickname: users.nickname, account: users.account })
            .from(users)
            .where(inArray(users.id, named))
        ).map((u) => [u.id, u.nickname || u.account] as const)),
  ])
  const nameOf = (staffId: number) => names.get(staffId) ?? String(staffId)
  const staff = staffIds
    .map((staffId) => ({
      staffId,
      name: staffId === null ? '' : nameOf(staffId),
      figures: figuresOf(
        schedule,
        episodes.filter((e) => e.ownerId === staffId),
        scores.filter((s) => s.staffId === staffId).map((s) => s.score),
      ),
    }))
    .sort((a, b) => b.figures.conversations - a.figures.conversations || a.name.localeCompare(b.name))
  // Every member, and anyone else who holds, resolved or first answered something of the period.
  const memberIds = [
    ...new Set([
      ...members.map((m) => m.id),
      ...live.heldBy.keys(),
      ...resolvedRows.flatMap((r) => (r.staffId === null ? [] : [r.staffId])),
      ...episodes.flatMap((e) => (e.staffId === null || e.firstResponseAt === null ? [] : [e.staffId])),
    ]),
  ]
  const missing = memberIds.filter((id) => !names.has(id))
  if (missing.length > 0) {
    const rows = await db
      .select({ id: users.id, nickname: users.nickname, account: users.account })
      .from(users)
      .where(inArray(users.id, missing))
    for (const u of rows) names.set(u.id, u.nickname || u.account)
  }
  const memberRows = memberIds
    .map((staffId) => ({
      staffId,
      name: nameOf(staffId),
      assignedOpen: live.heldBy.get(staffId) ?? 0,
      resolved: resolvedRows.filter((r) => r.staffId === staffId).length,
      // The first answer counts for whoever gave it (or held the conversation then).
      firstResponse: durationFigures(
        episodes
          .filter((e) => e.staffId === staffId && e.firstResponseAt !== null)
          .map((e) => businessMsBetween(schedule, e.openedAt, e.firstResponseAt!)),
      ),
    }))
    .sort(
      (a, b) => b.assignedOpen - a.assignedOpen || b.resolved - a.resolved || a.name.localeCompare(b.name),
    )
  const labels = new Map<number, { labelId: number; name: string; colour: string; channels: Set<string> }>()
  for (const row of labelRows) {
    const label = labels.get(row.labelId) ?? { ...row, channels: new Set<string>() }
    if (row.canonicalId !== null) label.channels.add(row.canonicalId)
    labels.set(row.labelId, label)
  }
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
    members: memberRows,
    queue: {
      open: live.open,
      unassigned: live.unassigned,
      waiting: live.waiting,
      waitingMinutes: live.waitingMinutes,
    },
    daily: dailyFigures(settings.timeZone, period, {
      opened: episodes.map((e) => e.openedAt),
      resolved: resolvedRows.flatMap((r) => (r.resolvedAt ? [r.resolvedAt.getTime()] : [])),
      ratings: scores,
    }),
    labels: [...labels.values()].map(({ labelId, name, colour, channels }) => {
      const labelled = episodes.filter((e) => channels.has(e.canonicalId))
      return {
        labelId,
        name,
        // The store holds palette names only; an unknown one shows grey, as the labels screen does.
        colour: (LABEL_COLOURS as readonly string[]).includes(colour) ? (colour as LabelColour) : 'grey',
        conversations: labelled.length,
        resolved: labelled.filter((e) => e.resolvedAt !== null).length,
      }
    }),
  }
}
