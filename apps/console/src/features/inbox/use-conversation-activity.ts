import { CHAT_CHANNEL_TYPE, type ConsoleMe, teamChannelIdOf } from '@crossmart/api-client'
import { useSignals, useTyping } from '@crossmart/im-react'
import type { Channel } from '@crossmart/im-sdk'
import { useEffect, useMemo } from 'react'
import { VIEWING_REFRESH_MS } from '../../lib/chat-constants'
import type { ConsoleChatClient } from '../../lib/console-chat'

/** The signal that says "this staff member has the conversation open" (server: client-signal.ts). */
export const VIEWING_CMD = 'viewing'

export interface Presence {
  readonly uid: string
  readonly name: string
}

export interface ConversationActivity {
  /** The shopper is typing. */
  readonly shopperTyping: boolean
  /** Colleagues typing a reply in this conversation (the warning before two answer at once). */
  readonly colleaguesTyping: readonly Presence[]
  /** Colleagues who have this conversation open. */
  readonly viewers: readonly Presence[]
  /** Call on each change of the reply box (true with text, false when cleared). */
  onTyping(active: boolean): void
}

const nameOf = (param: Readonly<Record<string, unknown>>, uid: string): string =>
  typeof param['name'] === 'string' && param['name'] !== '' ? param['name'] : uid

/**
 * Issue #29: who else is here. Typing goes to the conversation itself (the shopper sees "typing…",
 * colleagues see it too); "viewing" goes to the team channel (server README "Team notes": the
 * service's staff only, never the shopper), refreshed every VIEWING_REFRESH_MS while the
 * conversation is open and ended when it closes.
 */
export function useConversationActivity(
  client: ConsoleChatClient,
  me: Pick<ConsoleMe, 'serviceId' | 'displayName'>,
  channel: Channel,
  shopperUid: string,
): ConversationActivity {
  const name = me.displayName
  const team = useMemo(
    () => ({ channelID: teamChannelIdOf(me.serviceId), channelType: CHAT_CHANNEL_TYPE.group }),
    [me.serviceId],
  )
  const typing = useTyping(channel, { name })
  const viewing = useSignals(team, VIEWING_CMD)
  const subject = channel.channelID

  useEffect(() => {
    const say = () => client.typing.signal(team, VIEWING_CMD, { subject, name })
    say()
    // A refresh a little after the SDK's throttle interval, well within the receivers' ttl.
    const timer = setInterval(say, VIEWING_REFRESH_MS)
    // A status change clears what others showed: say it again as soon as connected.
    const off = client.on('status', ({ status }) => {
      if (status === 'Connected') say()
    })
    return () => {
      clearInterval(timer)
      off()
      client.typing.signal(team, VIEWING_CMD, { subject, stop: true })
    }
  }, [client, team, subject, name])

  return useMemo(() => {
    const colleagues = typing.typing.filter((s) => s.uid !== shopperUid)
    return {
      shopperTyping: typing.typing.some((s) => s.uid === shopperUid),
      colleaguesTyping: colleagues.map((s) => ({ uid: s.uid, name: nameOf(s.param, s.uid) })),
      viewers: viewing
        .filter((s) => s.subject === subject)
        .map((s) => ({ uid: s.uid, name: nameOf(s.param, s.uid) })),
      onTyping: (active: boolean) => (active ? typing.start() : typing.stop()),
    }
  }, [typing, viewing, subject, shopperUid])
}
