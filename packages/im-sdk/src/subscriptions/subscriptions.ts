/**
 * Channel subscriptions (chat-spec §4 "Subscription", §8 reason codes): a channel context holds
 * the param and the listeners of every `subscribe()` on that channel; the server is asked once per
 * channel. The subscribe-ack's reason code is reported; after an unsubscribe ack the context is
 * removed; after every reconnect all contexts are subscribed again.
 */

import type { ChatLink } from '../chat/link.js'
import { type Channel, channelKey, type Message } from '../chat/message.js'
import { assertChannel, toChannel } from '../chat/validate.js'
import { ImClientError } from '../client-errors.js'
import { randomClientMsgNo } from '../crypto/index.js'
import type { Logger } from '../logger.js'
import { PACKET_SUBSCRIBE, REASON_SUCCESS } from '../protocol/constants.js'
import type { SubackPacket } from '../protocol/index.js'

export type SubscribeAction = 'subscribe' | 'unsubscribe'

export interface SubscribeOptions {
  /** Sent with the subscribe packet (e.g. a JSON string the server understands). */
  readonly param?: string
  /** Messages of this channel (also delivered to the client's `message` listeners). */
  readonly onMessage?: (message: Message) => void
  /** The subscribe-ack: 1 = success, anything else a chat-spec §8 reason code. */
  readonly onAck?: (reasonCode: number) => void
}

/** Where a channel context is: waiting for an ack, subscribed, refused, or on its way out. */
export type SubscriptionState = 'pending' | 'subscribed' | 'failed' | 'unsubscribing'

interface Member {
  readonly onMessage: ((message: Message) => void) | undefined
  readonly onAck: ((reasonCode: number) => void) | undefined
}

interface Context {
  readonly channel: Channel
  param: string
  state: SubscriptionState
  /** clientMsgNo of the subscribe / unsubscribe packet in flight. */
  requestNo: string | undefined
  readonly members: Set<Member>
}

export interface SubscriptionsDeps {
  readonly link: ChatLink
  readonly logger: Logger
  readonly onAck: (channel: Channel, action: SubscribeAction, reasonCode: number) => void
  /** A subscription listener threw. */
  readonly onListenerError: (error: unknown) => void
}

export interface Subscriptions {
  /** Returns the function that ends this subscription. */
  subscribe(channel: Channel, options?: SubscribeOptions): () => void
  onSuback(packet: SubackPacket): void
  /** chat-spec §4: after a successful connect-ack, subscribe every channel again. */
  renew(): void
  /** The connection is gone: contexts on their way out need no unsubscribe any more. */
  suspend(): void
  deliver(message: Message): void
  state(channel: Channel): SubscriptionState | undefined
  clear(): void
}

export function createSubscriptions(deps: SubscriptionsDeps): Subscriptions {
  const { link, logger } = deps
  const contexts = new Map<string, Context>()

  function request(context: Context, action: 0 | 1): void {
    const requestNo = randomClientMsgNo()
    context.requestNo = requestNo
    // Not connected: renew() sends it after the next connect-ack.
    link.write({
      type: PACKET_SUBSCRIBE,
      setting: 0,
      clientMsgNo: requestNo,
      channelID: context.channel.channelID,
      channelType: context.channel.channelType,
      action,
      param: context.param,
    })
  }

  function safely(fn: () => void): void {
    try {
      fn()
    } catch (error) {
      deps.onListenerError(error)
    }
  }

  function leave(key: string, context: Context, member: Member): void {
    if (!context.members.delete(member) || context.members.size > 0) return
    if (link.session === undefined) {
      // The server forgets subscriptions with the connection: nothing to tell it.
      contexts.delete(key)
      return
    }
    context.state = 'unsubscribing'
    request(context, 1)
  }

  return {
    subscribe(channel, options) {
      assertChannel(channel)
      if (options?.param !== undefined && typeof options.param !== 'string') {
        throw new ImClientError('INVALID_OPTIONS', 'options.param must be a string')
      }
      const key = channelKey(channel)
      const member: Member = { onMessage: options?.onMessage, onAck: options?.onAck }
      let context = contexts.get(key)
      const param = options?.param ?? context?.param ?? ''
      if (context === undefined || context.state === 'unsubscribing' || param !== context.param) {
        // New, coming back before its unsubscribe was acked, or a new param: (re)subscribe.
        context ??= {
          channel: toChannel(channel),
          param,
          state: 'pending',
          requestNo: undefined,
          members: new Set(),
        }
        context.param = param
        context.state = 'pending'
        contexts.set(key, context)
        request(context, 0)
      } else if (context.state === 'subscribed' && member.onAck !== undefined) {
        // Already subscribed: tell the newcomer at once.
        const ack = member.onAck
        safely(() => ack(1))
      }
      context.members.add(member)
      const owner = context
      let ended = false
      return () => {
        if (ended) return
        ended = true
        if (contexts.get(key) === owner) leave(key, owner, member)
      }
    },
    onSuback(packet) {
      const key = channelKey(packet)
      const context = contexts.get(key)
      const action: SubscribeAction = packet.action === 1 ? 'unsubscribe' : 'subscribe'
      deps.onAck(toChannel(packet), action, packet.reasonCode)
      if (
        context === undefined ||
        (context.requestNo !== undefined && context.requestNo !== packet.clientMsgNo)
      ) {
        logger.debug('subscribe-ack for no current request', { action, reasonCode: packet.reasonCode })
        return
      }
      context.requestNo = undefined
      if (action === 'unsubscribe') {
        // chat-spec §4: after an unsubscribe ack the channel context is removed.
        if (context.state === 'unsubscribing') contexts.delete(key)
        return
      }
      context.state = packet.reasonCode === REASON_SUCCESS ? 'subscribed' : 'failed'
      if (packet.reasonCode !== REASON_SUCCESS)
        logger.warn('subscribe refused', { reasonCode: packet.reasonCode })
      for (const member of [...context.members]) {
        const ack = member.onAck
        if (ack !== undefined) safely(() => ack(packet.reasonCode))
      }
    },
    renew() {
      for (const context of contexts.values()) {
        context.state = 'pending'
        request(context, 0)
      }
    },
    suspend() {
      for (const [key, context] of contexts) {
        if (context.state === 'unsubscribing') contexts.delete(key)
        else context.requestNo = undefined
      }
    },
    deliver(message) {
      const context = contexts.get(channelKey(message.channel))
      if (context === undefined || context.state === 'unsubscribing') return
      for (const member of [...context.members]) {
        const fn = member.onMessage
        if (fn !== undefined) safely(() => fn(message))
      }
    },
    state(channel) {
      return contexts.get(channelKey(channel))?.state
    },
    clear() {
      contexts.clear()
    },
  }
}
