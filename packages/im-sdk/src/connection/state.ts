/**
 * The connection state machine of chat-spec §4: one explicit state and a transition table
 * (CONVENTIONS.md 6). The table is pure data: for each (state, event) it names the next state and
 * the effects to run, in order. `connection.ts` runs the effects; the table test walks every cell.
 */

import type { Session } from './handshake.js'

/** chat-spec §4 "Connection status": what listeners and `client.status` see. */
export type ConnectionStatus = 'Disconnect' | 'Connecting' | 'Connected' | 'ConnectFail' | 'ConnectKick'

export const CONNECTION_STATUSES: readonly ConnectionStatus[] = [
  'Disconnect',
  'Connecting',
  'Connected',
  'ConnectFail',
  'ConnectKick',
]

/**
 * The machine's states: the spec's statuses plus the final `Destroyed` (after `destroy()`, every
 * event is ignored). The spec knows no such status, so outside it reads as Disconnect.
 */
export type ConnectionState = ConnectionStatus | 'Destroyed'

export const CONNECTION_STATES: readonly ConnectionState[] = /* @__PURE__ */ (
  CONNECTION_STATUSES as ConnectionState[]
).concat('Destroyed')

/** The status listeners see for a state. */
export function statusOf(state: ConnectionState): ConnectionStatus {
  return state === 'Destroyed' ? 'Disconnect' : state
}

/** What can happen to a connection. */
export type ConnectionEventType =
  /** The app called connect(). */
  | 'connect'
  /** The reconnect timer fired (or an online / visibility trigger cut it short). */
  | 'reconnectDue'
  /** The socket opened. */
  | 'socketOpen'
  /** connect-ack with reason code 1. */
  | 'connackOk'
  /** connect-ack with any other reason code. */
  | 'connackFail'
  /** A disconnect packet (the server kicked us). */
  | 'kick'
  /** The socket closed or errored (or could not be opened). */
  | 'socketLost'
  /** The address can never be opened (INVALID_ADDRESS): retrying cannot help. */
  | 'addressInvalid'
  /** A frame could not be decoded. */
  | 'decodeError'
  /** More than pingMaxRetryCount pings went unanswered. */
  | 'heartbeatTimeout'
  /** No connect-ack within connectTimeoutMs (beyond the spec). */
  | 'connectTimeout'
  /** The app called disconnect() (deliberate: no reconnect). */
  | 'disconnect'
  /** The app called destroy(): disconnect for good. */
  | 'destroy'

/** An event with what it carries: the reason code of a connect-ack or kick, the new session. */
export interface ConnectionEvent {
  readonly type: ConnectionEventType
  readonly reasonCode?: number
  readonly session?: Session
}

export const CONNECTION_EVENT_TYPES: readonly ConnectionEventType[] = [
  'connect',
  'reconnectDue',
  'socketOpen',
  'connackOk',
  'connackFail',
  'kick',
  'socketLost',
  'addressInvalid',
  'decodeError',
  'heartbeatTimeout',
  'connectTimeout',
  'disconnect',
  'destroy',
]

export type ConnectionEffect =
  /** Forget any pending reconnect timer. */
  | 'cancelReconnect'
  /** Resolve the address (and run the refresh hook before a reconnect), open a socket, arm the connect timeout. */
  | 'openSocket'
  /** Fresh X25519 pair, random deviceID with suffix W, client timestamp: send connect. */
  | 'sendConnect'
  /** Derive the AES key and IV from serverKey and salt. */
  | 'deriveSession'
  /** Renew every channel subscription. */
  | 'resubscribe'
  /** Reset the ping retry count and start the heartbeat. */
  | 'startHeartbeat'
  | 'stopHeartbeat'
  /** Send the pending queue in clientSeq order and resume send deadlines. */
  | 'flushSendQueue'
  /** Put unacknowledged sends back in the queue and pause their deadlines. */
  | 'suspendChat'
  /** Report a delay of 9999 (chat-spec §4 heartbeat). */
  | 'reportDelayTimeout'
  /** Log the failing connect-ack reason code. */
  | 'logConnectFailure'
  /** Close the socket and ignore anything it still says. */
  | 'closeSocket'
  /** Reconnect after reconnectDelayMs (then backoff with jitter). */
  | 'scheduleReconnect'
  /** Tell status listeners (with the reason code, and nodeId on success). */
  | 'notify'
  /** Clear every timer and stop listening to reconnect triggers: nothing wakes the connection again. */
  | 'release'

export interface Transition {
  readonly to: ConnectionState
  readonly effects: readonly ConnectionEffect[]
}

type Table = Readonly<Record<ConnectionState, Readonly<Partial<Record<ConnectionEventType, Transition>>>>>

const t = (to: ConnectionState, ...effects: ConnectionEffect[]): Transition => Object.freeze({ to, effects })

// chat-spec §4: the socket closing or failing makes us Disconnect, listeners are told, and we
// reconnect after 3000 ms; a decoding error reconnects the same way.
const lostWhileConnecting = t('Disconnect', 'closeSocket', 'notify', 'scheduleReconnect')
const lostWhileConnected = t(
  'Disconnect',
  'stopHeartbeat',
  'suspendChat',
  'closeSocket',
  'notify',
  'scheduleReconnect',
)

/**
 * Cells left out are ignored events: e.g. `connect` while Connecting is skipped (chat-spec §4: "it
 * is skipped if one is already in progress"), a second connect-ack while Connected is ignored, and a
 * reconnect timer can never fire after ConnectFail / ConnectKick because those cancel it.
 * `destroy` does what `disconnect` does in each state, then releases everything; Destroyed is final.
 */
export const TRANSITIONS: Table = Object.freeze({
  Disconnect: {
    connect: t('Connecting', 'cancelReconnect', 'openSocket', 'notify'),
    reconnectDue: t('Connecting', 'openSocket', 'notify'),
    // chat-spec §4: a deliberate disconnect stops reconnecting.
    disconnect: t('Disconnect', 'cancelReconnect'),
    destroy: t('Destroyed', 'cancelReconnect', 'release'),
  },
  Connecting: {
    socketOpen: t('Connecting', 'sendConnect'),
    // chat-spec §4: derive key and IV, resubscribe, Connected, reset ping retries, heartbeat, flush.
    connackOk: t('Connected', 'deriveSession', 'resubscribe', 'notify', 'startHeartbeat', 'flushSendQueue'),
    // chat-spec §4: any other reason code is ConnectFail, logged, and reconnecting stops.
    connackFail: t('ConnectFail', 'closeSocket', 'logConnectFailure', 'notify'),
    // chat-spec §4: a disconnect packet is ConnectKick, reconnecting stops, listeners get the code.
    kick: t('ConnectKick', 'closeSocket', 'notify'),
    socketLost: lostWhileConnecting,
    // Beyond the spec: an address that is no URL fails for good (ConnectFail), like a refused connect.
    addressInvalid: t('ConnectFail', 'closeSocket', 'notify'),
    decodeError: lostWhileConnecting,
    connectTimeout: lostWhileConnecting,
    disconnect: t('Disconnect', 'closeSocket', 'notify'),
    destroy: t('Destroyed', 'closeSocket', 'notify', 'release'),
  },
  Connected: {
    kick: t('ConnectKick', 'stopHeartbeat', 'suspendChat', 'closeSocket', 'notify'),
    socketLost: lostWhileConnected,
    decodeError: lostWhileConnected,
    // chat-spec §4 heartbeat: report 9999, drop the connection and reconnect.
    heartbeatTimeout: t(
      'Disconnect',
      'reportDelayTimeout',
      'stopHeartbeat',
      'suspendChat',
      'closeSocket',
      'notify',
      'scheduleReconnect',
    ),
    disconnect: t('Disconnect', 'stopHeartbeat', 'suspendChat', 'closeSocket', 'notify'),
    destroy: t('Destroyed', 'stopHeartbeat', 'suspendChat', 'closeSocket', 'notify', 'release'),
  },
  ConnectFail: {
    connect: t('Connecting', 'openSocket', 'notify'),
    disconnect: t('Disconnect', 'notify'),
    destroy: t('Destroyed', 'notify', 'release'),
  },
  ConnectKick: {
    connect: t('Connecting', 'openSocket', 'notify'),
    disconnect: t('Disconnect', 'notify'),
    destroy: t('Destroyed', 'notify', 'release'),
  },
  Destroyed: {},
})

/** The transition for an event, or undefined when the event is ignored in this state. */
export function transition(state: ConnectionState, event: ConnectionEventType): Transition | undefined {
  return TRANSITIONS[state][event]
}
