import { CHAT_CHANNEL_TYPE, type ConsoleMe, teamChannelIdOf } from '@crossmart/api-client'
import type { Channel } from '@crossmart/im-sdk'

/** The group channel of the user's team (server README "Team notes"): one per service. */
export function teamChannelOf(me: Pick<ConsoleMe, 'serviceId'>): Channel {
  return { channelID: teamChannelIdOf(me.serviceId), channelType: CHAT_CHANNEL_TYPE.group }
}
