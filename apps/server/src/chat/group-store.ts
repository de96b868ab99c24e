import type { Database } from '../db/database'
import { chatChannelMembers, chatChannels } from '../db/schema'
import { CHANNEL_TYPE } from './constants'

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
