import { useChannelInfo } from '@crossmart/im-react'
import type { Channel } from '@crossmart/im-sdk'
import { useStrings } from '../../../i18n/use-strings'
import { PRESENCE_REFRESH_MS } from '../chat-constants'
import { useChatTime } from '../hooks/use-chat-time'

/**
 * chat-spec §3 channel info in the chat header: the customer service online, or when it was last
 * seen; asked again every PRESENCE_REFRESH_MS, after a reconnect, and shown online as soon as a
 * service message arrives (useChannelInfo of @crossmart/im-react). Nothing while unknown or when the
 * call failed.
 */
export function PresenceLine({ channel }: { channel: Channel }) {
  const { t } = useStrings('chat')
  const formatTime = useChatTime()
  const presence = useChannelInfo(channel, { refreshMs: PRESENCE_REFRESH_MS })
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
