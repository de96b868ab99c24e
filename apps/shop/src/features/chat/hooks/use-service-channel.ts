import type { Channel } from '@crossmart/im-sdk'
import { useEffect, useState } from 'react'
import { serviceTargetOf } from '../api/service-channel'
import type { ChatConnection, ServiceChannel } from '../state/chat-types'

/** The shop's or platform's name and avatar for a conversation's channel (null until known). */
export function useServiceInfo(connection: ChatConnection, channel: Channel): ServiceChannel | null {
  const [info, setInfo] = useState<ServiceChannel | null>(null)
  const { channelID, channelType } = channel
  useEffect(() => {
    const target = serviceTargetOf({ channelID, channelType })
    if (!target) return
    let alive = true
    connection.serviceChannel(target.kind === 'shop' ? target.merId : undefined).then(
      (found) => {
        if (alive) setInfo(found)
      },
      // The id stays as the name; the api client already showed the failure toast.
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [connection, channelID, channelType])
  return info
}
