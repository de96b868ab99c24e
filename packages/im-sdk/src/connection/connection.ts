/**
 * One live connection (chat-spec §4): runs the transition table of state.ts. The jobs live beside
 * it: the current socket and its session (socket.ts), opening a socket (socket-opener.ts), the
 * handshake (handshake.ts), incoming packets (incoming-packets.ts), the connect deadline
 * (connect-timeout.ts), the heartbeat (heartbeat.ts) and reconnecting (reconnect-scheduler.ts). The
 * chat pipelines talk to it through `write()` and the hooks; they never see the socket.
 */

import type { ImClientError } from '../client-errors.js'
import type { ResolvedOptions } from '../options.js'
import { PACKET_PING } from '../protocol/constants.js'
import type { Packet } from '../protocol/index.js'
import type { Session } from './handshake.js'
import { createHeartbeat, type Heartbeat } from './heartbeat.js'
import { createReconnectScheduler, type ReconnectScheduler } from './reconnect-scheduler.js'
import { createSocket, type Socket } from './socket.js'
import {
  type ConnectionEffect,
  type ConnectionEvent,
  type ConnectionState,
  type ConnectionStatus,
  statusOf,
  transition,
} from './state.js'

export interface StatusChange {
  readonly status: ConnectionStatus
  readonly previous: ConnectionStatus
  readonly reasonCode: number
  readonly nodeId?: string
}

export interface ConnectionHooks {
  onStatus(change: StatusChange): void
  onDelay(ms: number): void
  /** send-ack, receive, subscribe-ack: packets for the chat layer (only while Connected). */
  onPacket(packet: Packet): void
  /** chat-spec §4: renew channel subscriptions right after a successful connect-ack. */
  resubscribe(): void
  /** chat-spec §4: flush the pending send queue after a successful connect-ack. */
  resume(): void
  /** The connection is going away: stop writing, keep unacknowledged sends for the next one. */
  suspend(): void
  onError(error: ImClientError): void
}

export interface Connection {
  readonly status: ConnectionStatus
  readonly session: Session | undefined
  connect(): void
  /** Deliberate: no reconnect until the next connect(). */
  disconnect(): void
  /** Writes a packet when Connected; false otherwise. Throws a ProtocolError for an unencodable packet. */
  write(packet: Packet): boolean
  /** Disconnects for good: the connection ends in the final Destroyed state. */
  destroy(): void
}

type ConnectionOptions = Pick<
  ResolvedOptions,
  | 'uid'
  | 'token'
  | 'address'
  | 'constants'
  | 'transport'
  | 'clock'
  | 'logger'
  | 'random'
  | 'backoff'
  | 'triggers'
  | 'beforeReconnect'
>

export function createConnection(options: ConnectionOptions, hooks: ConnectionHooks): Connection {
  const { logger, constants } = options
  let state: ConnectionState = 'Disconnect'
  const dispatch = runToCompletion(step)
  const socket = createSocket({
    options,
    logger,
    dispatch,
    state: () => state,
    onPong: () => heartbeat.onPong(),
    onChatPacket: hooks.onPacket,
    onError: hooks.onError,
  })
  const heartbeat = createHeartbeat({
    ...options,
    intervalMs: constants.heartbeatIntervalMs,
    pongTimeoutMs: constants.pongTimeoutMs,
    maxRetryCount: constants.pingMaxRetryCount,
    sendPing: () => socket.write({ type: PACKET_PING }),
    onDelay: hooks.onDelay,
    onTimeout: () => {
      // chat-spec §8: "ping got no response, disconnecting" (logged only).
      logger.warn('ping got no response, disconnecting', { retries: constants.pingMaxRetryCount })
      dispatch({ type: 'heartbeatTimeout' })
    },
  })
  const reconnect = createReconnectScheduler({ ...options, onDue: () => dispatch({ type: 'reconnectDue' }) })
  const effects = effectRunners({ options, hooks, socket, heartbeat, reconnect, state: () => state })

  function step(event: ConnectionEvent): void {
    const from = state
    if (from === 'Destroyed') return
    const row = transition(from, event.type)
    if (row === undefined) {
      if (event.type === 'connect' && from === 'Connecting')
        logger.debug('already connecting: connect skipped')
      else logger.debug('event ignored', { status: from, event: event.type })
      return
    }
    state = row.to
    for (const effect of row.effects) effects[effect](event, statusOf(from))
  }

  return {
    get status() {
      return statusOf(state)
    },
    get session() {
      return socket.session
    },
    connect() {
      if (state === 'Destroyed') return
      reconnect.watch(options.triggers, () => state === 'Disconnect')
      dispatch({ type: 'connect' })
    },
    disconnect: () => dispatch({ type: 'disconnect' }),
    write: (packet) => state === 'Connected' && socket.write(packet),
    destroy: () => dispatch({ type: 'destroy' }),
  }
}

interface Parts {
  readonly options: Pick<ResolvedOptions, 'logger' | 'constants'>
  readonly hooks: ConnectionHooks
  readonly socket: Socket
  readonly heartbeat: Heartbeat
  readonly reconnect: ReconnectScheduler
  readonly state: () => ConnectionState
}

type EffectRunner = (event: ConnectionEvent, from: ConnectionStatus) => void

/** What each effect of the transition table does (state.ts documents them). */
function effectRunners(parts: Parts): Readonly<Record<ConnectionEffect, EffectRunner>> {
  const { options, hooks, socket, heartbeat, reconnect } = parts
  return {
    cancelReconnect: () => reconnect.cancel(),
    openSocket: (event) => socket.open(event.type === 'reconnectDue', Math.max(0, reconnect.attempt - 1)),
    sendConnect: () => socket.sendConnect(),
    deriveSession: (event) => {
      reconnect.reset()
      socket.establish(event.session)
    },
    resubscribe: () => hooks.resubscribe(),
    startHeartbeat: () => heartbeat.start(),
    stopHeartbeat: () => heartbeat.stop(),
    flushSendQueue: () => hooks.resume(),
    suspendChat: () => hooks.suspend(),
    reportDelayTimeout: () => hooks.onDelay(options.constants.delayTimeoutReport),
    logConnectFailure: (event) =>
      options.logger.warn('connect failed', { reasonCode: event.reasonCode ?? 0 }),
    closeSocket: () => socket.close(),
    scheduleReconnect: () => reconnect.schedule(),
    notify: (event, from) => {
      const status = statusOf(parts.state())
      const nodeId = status === 'Connected' ? socket.session?.nodeId : undefined
      const change = { status, previous: from, reasonCode: event.reasonCode ?? 0 }
      hooks.onStatus(nodeId === undefined ? change : { ...change, nodeId })
    },
    release: () => {
      heartbeat.stop()
      socket.release()
      reconnect.release()
    },
  }
}

/**
 * Handles events one at a time in order: effects may raise events (a transport failing
 * synchronously, a hook), which run after the current one.
 */
function runToCompletion<E>(handle: (event: E) => void): (event: E) => void {
  const pending: E[] = []
  let running = false
  return (event) => {
    pending.push(event)
    if (running) return
    running = true
    try {
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) handle(next)
    } finally {
      running = false
    }
  }
}
