import { and, eq, gt } from 'drizzle-orm'
import type { Database, Executor } from '../../db/database'
import { chatChannelMembers, chatChannels } from '../../db/schema'
import { CHANNEL_TYPE } from '../constants'
import { nextVersion } from './message-store'

/**
 * Group channels (type 2) exist for the protocol's sake (README "Channels and people"): created with their members by
 * the server side, never by a client packet.
 */
export async function createGroupChannel(
  db: Database,
  channelId: string,
  members: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(chatChannels).values({ channelId, channelType: CHANNEL_TYPE.group }).onConflictDoNothing()
    if (members.length > 0) {
      await tx
        .insert(chatChannelMembers)
        .values(members.map((uid) => ({ channelId, channelType: CHANNEL_TYPE.group, uid })))
        .onConflictDoNothing()
    }
  })
}

/** What one membership sync changed. */
export interface MembershipChange {
  added: string[]
  removed: string[]
}

/**
 * What making a group's members exactly `members` changes, given its membership rows (`removed`
 * rows are former members): who joins or comes back, and who leaves.
 */
export function membershipChange(
  rows: readonly { uid: string; removed: boolean }[],
  members: readonly string[],
): MembershipChange {
  const wanted = new Set(members)
  const known = new Map(rows.map((r) => [r.uid, r.removed]))
  return {
    added: members.filter((uid) => known.get(uid) !== false),
    removed: rows.filter((r) => !r.removed && !wanted.has(r.uid)).map((r) => r.uid),
  }
}

const groupMembersOf = (channelId: string) =>
  and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.channelType, CHANNEL_TYPE.group))

/**
 * Makes a group's members exactly `members` (creating the group when missing). A member who joins,
 * leaves or comes back takes the next chat version, and one who leaves keeps a `removed` row, so
 * syncSubscribers can answer the change (chat-spec §3 Subscriber). Idempotent: the same list again
 * changes nothing and takes no version.
 */
export async function setGroupMembers(
  tx: Executor,
  channelId: string,
  members: readonly string[],
): Promise<MembershipChange> {
  await tx.insert(chatChannels).values({ channelId, channelType: CHANNEL_TYPE.group }).onConflictDoNothing()
  const rows = await tx
    .select({ uid: chatChannelMembers.uid, removed: chatChannelMembers.removed })
    .from(chatChannelMembers)
    .where(groupMembersOf(channelId))
  const { added, removed } = membershipChange(rows, members)
  for (const uid of added) {
    await tx
      .insert(chatChannelMembers)
      .values({ channelId, channelType: CHANNEL_TYPE.group, uid, version: nextVersion(), removed: false })
      .onConflictDoUpdate({
        target: [chatChannelMembers.channelId, chatChannelMembers.channelType, chatChannelMembers.uid],
        set: { version: nextVersion(), removed: false },
      })
  }
  for (const uid of removed) {
    await tx
      .update(chatChannelMembers)
      .set({ version: nextVersion(), removed: true })
      .where(and(groupMembersOf(channelId), eq(chatChannelMembers.uid, uid)))
  }
  return { added, removed }
}

export interface MemberRow {
  uid: string
  version: number
  removed: boolean
}

/** A group's membership rows changed after `afterVersion` (removed ones included), oldest first. */
export async function loadGroupMembers(
  db: Executor,
  channelId: string,
  afterVersion: number,
): Promise<MemberRow[]> {
  return db
    .select({
      uid: chatChannelMembers.uid,
      version: chatChannelMembers.version,
      removed: chatChannelMembers.removed,
    })
    .from(chatChannelMembers)
    .where(and(groupMembersOf(channelId), gt(chatChannelMembers.version, afterVersion)))
    .orderBy(chatChannelMembers.version, chatChannelMembers.uid)
}
