import type { Channel, ChannelInfo } from '@crossmart/im-sdk'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { pluginMissing } from './errors.js'
import { createExternalStore } from './external-store.js'
import { useImClient } from './provider.js'

export interface UseChannelInfoOptions {
  /** Ask the server again this often (ms); 0 = only on mount and reconnect. Default 30 000. */
  readonly refreshMs?: number
}

const none = () => null
const subscribeNothing = () => () => undefined

/**
 * chat-spec §3 channel info (online, lastOffline, the app's fields) of a channel (channelsPlugin):
 * the known value at once, asked again on mount, every `refreshMs`, after a reconnect, and when a
 * message of someone else arrives in the channel while it shows them away (whoever just wrote is
 * there: the header must not say "last seen" while they answer). Null while unknown or on the server.
 */
export function useChannelInfo(channel: Channel, options: UseChannelInfoOptions = {}): ChannelInfo | null {
  const client = useImClient()
  const channels = client?.channels
  if (client !== null && channels === undefined) throw pluginMissing('channelsPlugin', 'useChannelInfo')
  const { channelID, channelType } = channel
  const refreshMs = options.refreshMs ?? 30_000
  // biome-ignore lint/correctness/useExhaustiveDependencies: another channel starts from its own (unknown) info, never the last one's
  const store = useMemo(
    () => (channels === undefined ? null : createExternalStore<ChannelInfo | null>(null)),
    [channels, channelID, channelType],
  )
  useEffect(() => {
    if (client === null || channels === undefined || store === null) return
    const target = { channelID, channelType }
    const same = (c: Channel) => c.channelID === channelID && c.channelType === channelType
    store.set(channels.info(target) ?? null)
    let alive = true
    const refresh = () => {
      channels.refreshInfo(target).then(
        (info) => alive && store.set(info),
        () => undefined,
      )
    }
    const offs = [
      channels.onInfo((info) => {
        if (same(info.channel)) store.set(info)
      }),
      client.on('status', ({ status }) => {
        if (status === 'Connected') refresh()
      }),
      client.on('newMessage', ({ message, origin }) => {
        if (origin !== 'live' || !same(message.channel) || message.fromUID === client.uid) return
        const shown = store.get()
        if (shown !== null && !shown.online) channels.setInfo({ ...shown, online: true, lastOffline: 0 })
      }),
    ]
    refresh()
    const timer = refreshMs > 0 ? setInterval(refresh, refreshMs) : undefined
    return () => {
      alive = false
      clearInterval(timer)
      for (const off of offs) off()
    }
  }, [client, channels, store, channelID, channelType, refreshMs])
  return useSyncExternalStore(store?.subscribe ?? subscribeNothing, store?.get ?? none, none)
}
