import { CodedError } from './coded-error.js'

/**
 * Typed errors of the client runtime (CONVENTIONS.md 7): each has a stable `code` and an
 * optional `cause`. They are public API: apps branch on `code`, never on the message text.
 */

export type ImClientErrorCode =
  | 'CLIENT_DESTROYED'
  | 'INVALID_OPTIONS'
  | 'INVALID_CHANNEL'
  | 'INVALID_CONTENT'
  | 'PAYLOAD_TOO_LARGE'
  | 'MISSING_CALLBACK'
  | 'NOT_RESENDABLE'
  | 'TRANSPORT_UNAVAILABLE'
  /**
   * The address can never be opened (not a URL, or a relative path outside a browser): the client
   * stops with ConnectFail instead of retrying (README "Errors").
   */
  | 'INVALID_ADDRESS'
  | 'ADDRESS_FAILED'
  | 'RECONNECT_HOOK_FAILED'
  | 'RECEIPT_FLUSH_FAILED'
  | 'LISTENER_FAILED'
  | 'ENCODE_FAILED'
  | 'PACKET_HANDLING_FAILED'
  /** The socket delivered a text message: the protocol is binary only (PROTOCOL.md "Framing"). */
  | 'TEXT_FRAME'
  /** A packet arrived out of order (a connect-ack before our connect was written). */
  | 'UNEXPECTED_PACKET'

export class ImClientError extends CodedError<ImClientErrorCode> {
  override readonly name: string = 'ImClientError'
}

/** chat-spec §5: an operation needs a provider callback the app did not configure; the message names it. */
export class MissingCallbackError extends ImClientError {
  override readonly name = 'MissingCallbackError'
  readonly callback: string

  constructor(callback: string) {
    super('MISSING_CALLBACK', `the "${callback}" callback is not configured (options.callbacks.${callback})`)
    this.callback = callback
  }
}

/** A call on a client after `destroy()`. */
export class ClientDestroyedError extends ImClientError {
  override readonly name = 'ClientDestroyedError'

  constructor(operation: string) {
    super('CLIENT_DESTROYED', `${operation}() called on a destroyed client`)
  }
}

/** A listener threw; reported through the `error` event, never rethrown into the runtime. */
export class ListenerError extends ImClientError {
  override readonly name = 'ListenerError'
  readonly eventType: string

  constructor(eventType: string, cause: unknown) {
    super('LISTENER_FAILED', `a "${eventType}" listener threw`, { cause })
    this.eventType = eventType
  }
}
