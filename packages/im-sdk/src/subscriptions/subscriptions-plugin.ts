/** `subscriptionsPlugin()`: `client.subscriptions` (README "Plugins"): channel subscriptions (chat-spec §4). */

import type { Channel } from '../chat/message.js'
import { ClientDestroyedError, ImClientError, ListenerError } from '../client-errors.js'
import type { ImPlugin } from '../plugins/plugin.js'
import { PACKET_SUBACK } from '../protocol/constants.js'
import { createSubscriptions, type SubscribeOptions, type SubscriptionState } from './subscriptions.js'

/** `client.subscriptions`: subscribe channels (chat-spec §4 "Subscription"); renewed after every reconnect. */
export interface SubscriptionsApi {
  /** Subscribes a channel; returns the function that unsubscribes. Acks also arrive as `subscription` events. */
  subscribe(channel: Channel, options?: SubscribeOptions): () => void
  /** Where the channel's subscription is; undefined when it has none. */
  state(channel: Channel): SubscriptionState | undefined
}

/**
 * Adds `client.subscriptions`. It speaks the protocol on the client's own socket, so it needs a
 * client (`createImClient`); a client without it ignores subscribe-acks.
 */
export function subscriptionsPlugin(): ImPlugin<'subscriptions', SubscriptionsApi> {
  return {
    key: 'subscriptions',
    install(context) {
      const runtime = context.runtime
      if (runtime === undefined)
        throw new ImClientError('INVALID_OPTIONS', 'subscriptionsPlugin() needs a client (createImClient)')
      let destroyed = false
      const subscriptions = createSubscriptions({
        link: runtime.link,
        logger: context.logger,
        onAck: (channel, action, reasonCode) =>
          runtime.emit({ type: 'subscription', channel, action, reasonCode }),
        onListenerError: (error) =>
          runtime.emit({ type: 'error', error: new ListenerError('subscription', error) }),
      })
      const detach = runtime.attach({
        onUnhandledPacket: (packet) => {
          if (packet.type === PACKET_SUBACK) subscriptions.onSuback(packet)
        },
        onConnected: subscriptions.renew,
        onConnectionLost: subscriptions.suspend,
        onMessageDelivered: subscriptions.deliver,
      })
      context.onDestroy(() => {
        destroyed = true
        detach()
        subscriptions.clear()
      })
      return {
        subscribe(channel, options) {
          if (destroyed) throw new ClientDestroyedError('subscribe')
          return subscriptions.subscribe(channel, options)
        },
        state: subscriptions.state,
      }
    },
  }
}
