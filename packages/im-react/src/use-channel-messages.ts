import type { Channel, ChatMessage, MessageContent } from '@crossmart/im-sdk'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import {
  type ChannelMessages,
  type ChannelMessagesOptions,
  type ChannelMessagesState,
  createChannelMessages,
  EMPTY_CHANNEL_MESSAGES,
} from './channel-messages.js'
import { ImReactError } from './errors.js'
import { useImContext } from './provider.js'

export interface UseChannelMessagesOptions
  extends Pick<ChannelMessagesOptions, 'pageSize' | 'maxRestorePages' | 'markRead'> {}

/** The state, and every call of the channel's controller (its store and lifetime stay inside the hook). */
export interface ChannelMessagesView extends ChannelMessagesState, Omit<ChannelMessages, 'store' | 'start'> {}

const noClient = () => new ImReactError('NO_PROVIDER', 'the chat client is not ready yet')
const subscribeNothing = () => () => undefined
const empty = () => EMPTY_CHANNEL_MESSAGES

/**
 * One channel's messages (README "useChannelMessages"): the newest page and the stored ones at
 * once, live messages, older pages on demand, what was missed after a reconnect, optimistic sends
 * (status wait, then normal or fail; resend), recall and edit, read marks. While there is no client
 * (the server render, or a provider still making it) it is the empty state, the same object each time.
 */
export function useChannelMessages(
  channel: Channel,
  options: UseChannelMessagesOptions = {},
): ChannelMessagesView {
  const { client, actions, extrasCommands } = useImContext()
  const { channelID, channelType } = channel
  const { pageSize, maxRestorePages, markRead } = options
  const controller: ChannelMessages | null = useMemo(
    () =>
      client === null
        ? null
        : createChannelMessages(
            client,
            { channelID, channelType },
            {
              ...(pageSize === undefined ? {} : { pageSize }),
              ...(maxRestorePages === undefined ? {} : { maxRestorePages }),
              ...(markRead === undefined ? {} : { markRead }),
              ...(actions === undefined ? {} : { actions }),
              ...(extrasCommands === undefined ? {} : { extrasCommands }),
            },
          ),
    [client, channelID, channelType, pageSize, maxRestorePages, markRead, actions, extrasCommands],
  )
  useEffect(() => controller?.start(), [controller])
  const state = useSyncExternalStore(
    controller?.store.subscribe ?? subscribeNothing,
    controller?.store.get ?? empty,
    empty,
  )
  // The functions change only with the channel (or client): safe in an effect's dependencies.
  const calls = useMemo(() => {
    const need = () => {
      if (controller === null) throw noClient()
      return controller
    }
    return {
      loadOlder: () => controller?.loadOlder(),
      loadNewer: () => controller?.loadNewer(),
      loadUntil: (seq: number) => controller?.loadUntil(seq) ?? Promise.resolve(false),
      retry: () => controller?.retry(),
      send: (content: MessageContent) => need().send(content),
      sendImage: (file: Blob, fields?: Readonly<Record<string, unknown>>) => need().sendImage(file, fields),
      resend: (message: ChatMessage) => need().resend(message),
      revoke: (message: ChatMessage) => need().revoke(message),
      edit: (message: ChatMessage, content: MessageContent) => need().edit(message, content),
    }
  }, [controller])
  return useMemo(() => ({ ...state, ...calls }), [state, calls])
}
