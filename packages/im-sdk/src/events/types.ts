/**
 * The client's events (CONVENTIONS.md 6: a union keyed on `type`). Subscribe with
 * `client.on(type, listener)`, which returns the unsubscribe function.
 */

import type { Channel, Message } from '../chat/message.js'
import type { ImClientError } from '../client-errors.js'
import type { ConnectionStatus } from '../connection/state.js'

export interface StatusEvent {
  readonly type: 'status'
  readonly status: ConnectionStatus
  readonly previous: ConnectionStatus
  /** The connect-ack / disconnect reason code; 1 on success; 0 for local causes (socket lost ...). */
  readonly reasonCode: number
  /** Present when Connected to a server of version 4 or higher (chat-spec §3). */
  readonly nodeId?: string
}

/** chat-spec §4 heartbeat: the ping round trip in ms, or 9999 when the heartbeat failed. */
export interface DelayEvent {
  readonly type: 'delay'
  readonly ms: number
}

/** A received message (not a command). */
export interface MessageEvent {
  readonly type: 'message'
  readonly message: Message
}

/** A received command message (content type 99). */
export interface CommandEvent {
  readonly type: 'command'
  readonly message: Message
}

/** An outgoing message was queued (by send or resend), with status wait. */
export interface OutgoingEvent {
  readonly type: 'outgoing'
  readonly message: Message
}

/** An outgoing message changed status (wait -> normal / fail). */
export interface MessageStatusEvent {
  readonly type: 'messageStatus'
  readonly message: Message
}

/** A subscribe-ack (chat-spec §8 reason codes). */
export interface SubscriptionEvent {
  readonly type: 'subscription'
  readonly channel: Channel
  readonly action: 'subscribe' | 'unsubscribe'
  readonly reasonCode: number
}

export interface ReadReceiptItem {
  readonly messageID: string
  readonly messageSeq: number
  readonly clientMsgNo?: string
}

/** The "message read" callback accepted these receipts. */
export interface ReadReceiptEvent {
  readonly type: 'readReceipt'
  readonly channel: Channel
  readonly messages: readonly ReadReceiptItem[]
}

/** Something failed where there is no caller to throw to (a timer, a listener, a hook). */
export interface ErrorEvent {
  readonly type: 'error'
  readonly error: ImClientError
}

export type ImEvent =
  | StatusEvent
  | DelayEvent
  | MessageEvent
  | CommandEvent
  | OutgoingEvent
  | MessageStatusEvent
  | SubscriptionEvent
  | ReadReceiptEvent
  | ErrorEvent

export type ImEventType = ImEvent['type']
