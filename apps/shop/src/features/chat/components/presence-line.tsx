import type { Channel } from '@crossmart/im-sdk'
import { useEffect, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { PRESENCE_REFRESH_MS } from '../chat-constants'
import { useChatTime } from '../hooks/use-chat-time'
import type { ChatClient } from '../state/chat-types'

type Presence = { online: boolean; lastOffline: number } | null

/**
 * chat-spec §3 channel info in the chat header: the customer service online, or when it was last
 * seen; asked again every PRESENCE_REFRESH_MS. Nothing while unknown or when the call failed.
 */
export function PresenceLine({ client, channel }: { client: ChatClient; channel: Channel }) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const [presence, setPresence] = useState<Presence>(() => client.channels.info(channel) ?? null)

  useEffect(() => {
    let alive = true
    const refresh = () => {
      client.channels.refreshInfo(channel).then(
        (info) => alive && setPresence({ online: info.online, lastOffline: info.lastOffline }),
        () => undefined,
      )
    }
    refresh()
    const timer = setInterval(refresh, PRESENCE_REFRESH_MS)
    return () => {
      alive = false
      clearInterval(timer)
    }
  }, [client, channel])

  if (presence === null) return null
  let text: string
  if (presence.online) text = t('online')
  else if (presence.lastOffline > 0) text = t('lastSeen', { time: formatTime(presence.lastOffline) })
  else text = t('awayNow')
  return (
    <p className="chat-presence small" data-online={presence.online} data-testid="chat-presence">
      <span className="chat-presence__dot" aria-hidden="true" />
      {text}
    </p>
  )
}
