import { teamChannelIdOf } from '@crossmart/api-client'
import { and, eq, inArray, like } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { chatChannelMembers, chatChannels, users } from '../../db/schema'
import { PLATFORM_SERVICE_ID, shopServiceId, uidOf } from '../channel-address'
import { CHANNEL_TYPE } from '../constants'
import { type MembershipChange, membershipChange, setGroupMembers } from '../storage/group-store'

const TEAM_PREFIX = teamChannelIdOf('')
/** LIKE pattern of team channel ids (`_` is LIKE's wildcard, so escaped). */
const TEAM_ID_PATTERN = `${TEAM_PREFIX.replaceAll('_', '\\_')}%`
const teamChannel = (column: AnyPgColumn) => like(column, TEAM_ID_PATTERN)

/** One team channel's outcome of a sync. */
export interface TeamChannelSync extends MembershipChange {
  channelId: string
}

/**
 * Team notes (server README "Team notes"): one group channel per service whose members are the
 * service's staff, as the customer-service channels count them (chat-directory `staffOf`): a shop's
 * staff, or the platform's staff and the operators. Run at start and by the sweep, so staff added or
 * moved in the database join and leave without a restart; one transaction per changed team,
 * idempotent. Returns the channels whose membership changed.
 */
export async function syncTeamChannels(db: Database): Promise<TeamChannelSync[]> {
  const staff = await db
    .select({ id: users.id, role: users.role, shopId: users.shopId })
    .from(users)
    .where(inArray(users.role, ['staff', 'operator']))
    .orderBy(users.id)
  const teams = new Map<string, string[]>()
  for (const person of staff) {
    const serviceId =
      person.role === 'operator' || person.shopId === null
        ? PLATFORM_SERVICE_ID
        : shopServiceId(person.shopId)
    const members = teams.get(serviceId)
    if (members) members.push(uidOf(person.id))
    else teams.set(serviceId, [uidOf(person.id)])
  }
  // A service that lost all its staff keeps its channel with nobody in it.
  const existing = await db
    .select({ channelId: chatChannels.channelId })
    .from(chatChannels)
    .where(and(eq(chatChannels.channelType, CHANNEL_TYPE.group), teamChannel(chatChannels.channelId)))
  const existingIds = new Set(existing.map((row) => row.channelId))
  for (const channelId of existingIds) {
    const serviceId = channelId.slice(TEAM_PREFIX.length)
    if (!teams.has(serviceId)) teams.set(serviceId, [])
  }
  // Every team's membership in one read, and only the teams that change are written, one
  // transaction each with a turn of the event loop between them: the sweep runs beside a busy
  // gateway, and a query per team (two thousand for a thousand shops) in one transaction held it
  // for ~1.8 s (server README "Benchmark").
  const memberRows = await db
    .select({
      channelId: chatChannelMembers.channelId,
      uid: chatChannelMembers.uid,
      removed: chatChannelMembers.removed,
    })
    .from(chatChannelMembers)
    .where(
      and(eq(chatChannelMembers.channelType, CHANNEL_TYPE.group), teamChannel(chatChannelMembers.channelId)),
    )
  const rowsByChannel = new Map<string, { uid: string; removed: boolean }[]>()
  for (const row of memberRows) {
    const rows = rowsByChannel.get(row.channelId)
    if (rows) rows.push(row)
    else rowsByChannel.set(row.channelId, [row])
  }
  const changes: TeamChannelSync[] = []
  for (const [serviceId, members] of teams) {
    const channelId = teamChannelIdOf(serviceId)
    const planned = membershipChange(rowsByChannel.get(channelId) ?? [], members)
    if (planned.added.length === 0 && planned.removed.length === 0 && existingIds.has(channelId)) continue
    // setGroupMembers reads the team again inside its transaction, so a change made meanwhile counts.
    const change = await db.transaction((tx) => setGroupMembers(tx, channelId, members))
    if (change.added.length > 0 || change.removed.length > 0) changes.push({ channelId, ...change })
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
  return changes
}
