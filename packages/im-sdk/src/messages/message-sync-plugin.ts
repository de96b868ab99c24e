/**
 * `messageSyncPlugin()`: the "sync messages" callback (chat-spec §7) behind `messages.history()`,
 * the gap sync and the resync after every reconnect (README "Plugins"). Its result checks, error
 * wrapping and message parsing come with it, so a chat without that callback (a bot, a text chat)
 * does not bundle them.
 */

import { invokeListCallback } from '../callbacks/invoke-callback.js'
import type { DataCallbacks } from '../callbacks/types.js'
import type { MessageContent } from '../chat/message.js'
import type { ImPlugin } from '../plugins/plugin.js'
import type { FetchMessages } from './inbox.js'
import { fromMessageInput, type MessageInput, messageInputProblem } from './model.js'

/** `client.messageSync`. */
export interface MessageSyncApi {
  /** One page of a channel's messages through "syncMessages", without storing or announcing them. */
  readonly fetch: FetchMessages
}

/** Calls "syncMessages": a missing callback is MissingCallbackError, a wrong item InvalidCallbackResultError. */
export function fetchMessagesWith(
  callbacks: DataCallbacks,
  parse: (json: unknown) => MessageContent,
): FetchMessages {
  return async (params) =>
    (
      await invokeListCallback<'syncMessages', MessageInput>(
        callbacks,
        'syncMessages',
        params,
        messageInputProblem,
      )
    )
      .map((item) => fromMessageInput(item, parse))
      .sort((a, b) => a.messageSeq - b.messageSeq)
}

/**
 * Adds `client.messageSync` and lets the data layer call "syncMessages": `messages.history()`,
 * the messages skipped by a messageSeq gap, and what arrived while the socket was down. Without it
 * those fail as without the callback (MissingCallbackError), and `createImClient` refuses a
 * "syncMessages" callback it would not call.
 */
export function messageSyncPlugin(): ImPlugin<'messageSync', MessageSyncApi> {
  return {
    key: 'messageSync',
    install(context) {
      const fetch = fetchMessagesWith(context.callbacks, context.content.parse)
      context.provideMessageSync(fetch)
      return { fetch }
    },
  }
}
