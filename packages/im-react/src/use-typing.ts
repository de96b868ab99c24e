import type { Channel } from '@crossmart/im-sdk'
import type { ActivitySignal, SignalParam } from '@crossmart/im-sdk/typing'
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { pluginMissing } from './errors.js'
import { useImClient } from './provider.js'

const NONE: readonly ActivitySignal[] = Object.freeze([])
const none = () => NONE
const subscribeNothing = () => () => undefined

/** What `useTyping(channel)` returns. */
export interface TypingView {
  /** Who else is typing in the channel now, oldest first (empty on the server and without a client). */
  readonly typing: readonly ActivitySignal[]
  /** Call on each change of the input: the SDK writes at most one signal per interval. */
  start(): void
  /** Call when the input was cleared without sending (a sent message ends it by itself). */
  stop(): void
}

/**
 * The live signals of others in a channel (SDK README "Typing and other signals"), of one `cmd` when
 * given ("viewing" ...): a new array only when they change. Needs `typingPlugin()` in the client.
 */
export function useSignals(channel: Channel, cmd?: string): readonly ActivitySignal[] {
  const client = useImClient()
  const typing = client?.typing
  if (client !== null && typing === undefined) throw pluginMissing('typingPlugin', 'useSignals')
  const { channelID, channelType } = channel
  const subscribe = useMemo(() => {
    if (typing === undefined) return subscribeNothing
    return (onChange: () => void) =>
      typing.onChange((changed) => {
        if (changed.channelID === channelID && changed.channelType === channelType) onChange()
      })
  }, [typing, channelID, channelType])
  const get = useCallback(
    () => (typing === undefined ? NONE : typing.active({ channelID, channelType }, cmd)),
    [typing, channelID, channelType, cmd],
  )
  return useSyncExternalStore(subscribe, get, none)
}

/**
 * "typing…" both ways in one channel: who else is typing, and `start()` / `stop()` for this user's
 * input. Needs `typingPlugin()` (from `@crossmart/im-sdk/typing`) in the client's plugins.
 */
export function useTyping(channel: Channel, param?: SignalParam): TypingView {
  const client = useImClient()
  const typing = client?.typing
  if (client !== null && typing === undefined) throw pluginMissing('typingPlugin', 'useTyping')
  const { channelID, channelType } = channel
  const signals = useSignals(channel, 'typing')
  // The param is the app's (e.g. the staff member's name): its value, not its identity, matters.
  const paramJson = param === undefined ? undefined : JSON.stringify(param)
  const actions = useMemo(() => {
    const target = { channelID, channelType }
    const given = paramJson === undefined ? undefined : (JSON.parse(paramJson) as SignalParam)
    return {
      start: () => {
        typing?.start(target, given)
      },
      stop: () => {
        typing?.stop(target)
      },
    }
  }, [typing, channelID, channelType, paramJson])
  return useMemo(() => ({ typing: signals, ...actions }), [signals, actions])
}
