import { teamChannelIdOf } from '@crossmart/api-client'
import { and, eq, inArray, like } from 'drizzle-orm'
import type { Database } from '../db/database'
import { chatChannels, users } from '../db/schema'
import { PLATFORM_SERVICE_ID, shopServiceId, uidOf } from './channel-address'
import { CHANNEL_TYPE } from './constants'
import { type MembershipChange, setGroupMembers } from './group-store'

const TEAM_PREFIX = teamChannelIdOf('')
/** LIKE pattern of team channel ids (`_` is LIKE's wildcard, so escaped). */
const TEAM_ID_PATTERN = `${TEAM_PREFIX.replaceAll('_', '\\_')}%`

/** One team channel's outcome of a sync. */
export interface TeamChannelSync extends MembershipChange {
  channelId: string
}

/**
 * Team notes (server README "Team notes"): one group channel per service whose members are the
 * service's staff, as the customer-service channels count them (chat-directory `staffOf`): a shop's
 * staff, or the platform's staff and the operators. Run at start and by the sweep, so staff added or
 * moved in the database join and leave without a restart; one transaction, idempotent. Returns the
 * channels whose membership changed.
 */
export async function syncTeamChannels(db: Database): Promise<TeamChannelSync[]> {
  const staff = await db
    .select({ id: users.id, role: users.role, shopId: users.shopId })
    .from(users)
    .where(inArray(users.role, ['staff', 'operator']))
    .orderBy(users.id)
  const teams = new Map<string, string[]>()
  const join = (serviceId: string, uid: string) =>
    teams.set(serviceId, [...(teams.get(serviceId) ?? []), uid])
  for (const person of staff) {
    const serviceId =
      person.role === 'operator' || person.shopId === null
        ? PLATFORM_SERVICE_ID
        : shopServiceId(person.shopId)
    join(serviceId, uidOf(person.id))
  }
  return db.transaction(async (tx) => {
    // A service that lost all its staff keeps its channel with nobody in it.
    const existing = await tx
      .select({ channelId: chatChannels.channelId })
      .from(chatChannels)
      .where(
        and(eq(chatChannels.channelType, CHANNEL_TYPE.group), like(chatChannels.channelId, TEAM_ID_PATTERN)),
      )
    for (const { channelId } of existing) {
      const serviceId = channelId.slice(TEAM_PREFIX.length)
      if (!teams.has(serviceId)) teams.set(serviceId, [])
    }
    const changes: TeamChannelSync[] = []
    for (const [serviceId, members] of teams) {
      const channelId = teamChannelIdOf(serviceId)
      const change = await setGroupMembers(tx, channelId, members)
      if (change.added.length > 0 || change.removed.length > 0) changes.push({ channelId, ...change })
    }
    return changes
  })
}
