/**
 * One live connection (chat-spec §4): runs the transition table of state.ts and owns the socket and
 * the session. The jobs live beside it: opening a socket (socket-opener.ts), the handshake
 * (handshake.ts), the connect deadline (connect-timeout.ts), the heartbeat (heartbeat.ts) and
 * reconnecting (reconnect-scheduler.ts). The chat pipelines talk to it through `write()` and the
 * hooks; they never see the socket.
 */

import { ImClientError } from '../client-errors.js'
import { errorCode } from '../coded-error.js'
import { generateKeyPair, type KeyPair } from '../crypto/index.js'
import type { ResolvedOptions } from '../options.js'
import {
  type ConnackPacket,
  createFrameSplitter,
  decodePacket,
  encodePacket,
  type FrameSplitter,
  type Packet,
  PacketType,
} from '../protocol/index.js'
import { type ConnectTimeout, createConnectTimeout } from './connect-timeout.js'
import { connectPacket, type Session, sessionFromConnack } from './handshake.js'
import { createHeartbeat, type Heartbeat } from './heartbeat.js'
import { createReconnectScheduler, type ReconnectScheduler } from './reconnect-scheduler.js'
import { type Credentials, openSocket } from './socket-opener.js'
import {
  type ConnectionEffect,
  type ConnectionEventType,
  type ConnectionState,
  type ConnectionStatus,
  statusOf,
  transition,
} from './state.js'
import type { Transport } from './transport.js'

export type { Session } from './handshake.js'

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

export interface ConnectionEvent {
  readonly type: ConnectionEventType
  readonly reasonCode?: number
  readonly session?: Session
}

export type ConnectionOptions = Pick<
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

/** The mutable state of one connection and its parts, shared by the functions below. */
interface Runtime {
  state: ConnectionState
  session: Session | undefined
  /** The key pair of the connect packet on the current socket. */
  keyPair: KeyPair | undefined
  transport: Transport | undefined
  /** Every socket gets a generation; closing bumps it, so late events of an old socket are ignored. */
  generation: number
  readonly credentials: Credentials
  readonly options: ConnectionOptions
  readonly hooks: ConnectionHooks
  readonly heartbeat: Heartbeat
  readonly reconnect: ReconnectScheduler
  readonly connectTimeout: ConnectTimeout
  readonly dispatch: (event: ConnectionEvent) => void
}

export function createConnection(options: ConnectionOptions, hooks: ConnectionHooks): Connection {
  const { clock, logger, constants } = options
  const rt: Runtime = {
    state: 'Disconnect',
    session: undefined,
    keyPair: undefined,
    transport: undefined,
    generation: 0,
    credentials: { token: options.token, address: options.address },
    options,
    hooks,
    heartbeat: createHeartbeat({
      clock,
      intervalMs: constants.heartbeatIntervalMs,
      pongTimeoutMs: constants.pongTimeoutMs,
      maxRetryCount: constants.pingMaxRetryCount,
      sendPing: () => {
        writeRaw(rt, { type: PacketType.Ping })
      },
      onDelay: (ms) => hooks.onDelay(ms),
      onTimeout: () => {
        // chat-spec §8: "ping got no response, disconnecting" (logged only).
        logger.warn('ping got no response, disconnecting', { retries: constants.pingMaxRetryCount })
        rt.dispatch({ type: 'heartbeatTimeout' })
      },
    }),
    reconnect: createReconnectScheduler({ ...options, onDue: () => rt.dispatch({ type: 'reconnectDue' }) }),
    connectTimeout: createConnectTimeout({
      clock,
      logger,
      timeoutMs: constants.connectTimeoutMs,
      onTimeout: () => rt.dispatch({ type: 'connectTimeout' }),
    }),
    dispatch: runToCompletion((event) => step(rt, event)),
  }
  return {
    get status() {
      return statusOf(rt.state)
    },
    get session() {
      return rt.session
    },
    connect() {
      if (rt.state === 'Destroyed') return
      rt.reconnect.watch(options.triggers, () => rt.state === 'Disconnect')
      rt.dispatch({ type: 'connect' })
    },
    disconnect: () => rt.dispatch({ type: 'disconnect' }),
    write: (packet) => rt.state === 'Connected' && writeRaw(rt, packet),
    destroy: () => rt.dispatch({ type: 'destroy' }),
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

function step(rt: Runtime, event: ConnectionEvent): void {
  const from = rt.state
  if (from === 'Destroyed') return
  const row = transition(from, event.type)
  if (row === undefined) {
    const log = rt.options.logger
    if (event.type === 'connect' && from === 'Connecting') log.debug('already connecting: connect skipped')
    else log.debug('event ignored', { status: from, event: event.type })
    return
  }
  rt.state = row.to
  for (const effect of row.effects) EFFECTS[effect](rt, event, statusOf(from))
}

const codecVersion = (rt: Runtime): number =>
  rt.session?.serverVersion ?? rt.options.constants.protocolVersion

function writeRaw(rt: Runtime, packet: Packet): boolean {
  if (rt.transport === undefined) return false
  rt.transport.send(encodePacket(packet, { serverVersion: codecVersion(rt) }))
  return true
}

type EffectRunner = (rt: Runtime, event: ConnectionEvent, from: ConnectionStatus) => void

/** What each effect of the transition table does (state.ts documents them). */
const EFFECTS: Readonly<Record<ConnectionEffect, EffectRunner>> = {
  cancelReconnect: (rt) => rt.reconnect.cancel(),
  openSocket: (rt, event) => beginSocket(rt, event.type === 'reconnectDue'),
  sendConnect: (rt) => {
    const { options } = rt
    rt.keyPair = generateKeyPair()
    writeRaw(
      rt,
      connectPacket(rt.keyPair, {
        version: options.constants.protocolVersion,
        deviceFlag: options.constants.deviceFlag,
        uid: options.uid,
        token: rt.credentials.token,
        clientTimestamp: options.clock.now(),
      }),
    )
  },
  deriveSession: (rt, event) => {
    rt.session = event.session
    rt.reconnect.reset()
    rt.connectTimeout.cancel()
  },
  resubscribe: (rt) => rt.hooks.resubscribe(),
  startHeartbeat: (rt) => rt.heartbeat.start(),
  stopHeartbeat: (rt) => rt.heartbeat.stop(),
  flushSendQueue: (rt) => rt.hooks.resume(),
  suspendChat: (rt) => rt.hooks.suspend(),
  reportDelayTimeout: (rt) => rt.hooks.onDelay(rt.options.constants.delayTimeoutReport),
  logConnectFailure: (rt, event) =>
    rt.options.logger.warn('connect failed', { reasonCode: event.reasonCode ?? 0 }),
  closeSocket,
  scheduleReconnect: (rt) => rt.reconnect.schedule(),
  notify: (rt, event, from) => {
    const status = statusOf(rt.state)
    const nodeId = status === 'Connected' ? rt.session?.nodeId : undefined
    rt.hooks.onStatus({
      status,
      previous: from,
      reasonCode: event.reasonCode ?? 0,
      ...(nodeId === undefined ? {} : { nodeId }),
    })
  },
  release: (rt) => {
    rt.heartbeat.stop()
    rt.connectTimeout.cancel()
    rt.reconnect.release()
  },
}

function closeSocket(rt: Runtime): void {
  rt.generation += 1
  rt.connectTimeout.cancel()
  const old = rt.transport
  rt.transport = undefined
  rt.session = undefined
  rt.keyPair = undefined
  old?.close()
}

/** A new socket generation: opens it (socket-opener.ts) and arms the connect deadline. */
function beginSocket(rt: Runtime, isReconnect: boolean): void {
  rt.generation += 1
  const mine = rt.generation
  const current = (): boolean => mine === rt.generation
  const stale = (): boolean => !current() || rt.state !== 'Connecting'
  const { logger } = rt.options
  const lost = (): void => rt.dispatch({ type: 'socketLost' })
  const splitter = createFrameSplitter()
  rt.connectTimeout.arm(stale)
  void openSocket(rt.options, rt.credentials, {
    isReconnect,
    attempt: Math.max(0, rt.reconnect.attempt - 1),
    stale,
    onTransport: (transport) => {
      rt.transport = transport
    },
    onFailure: (error) => {
      rt.hooks.onError(error)
      lost()
    },
    handlers: {
      onOpen: () => {
        if (current()) rt.dispatch({ type: 'socketOpen' })
      },
      onData: (bytes) => {
        if (current()) onBytes(rt, splitter, bytes, current)
      },
      onClose: (info) => {
        if (!current()) return
        logger.info('socket closed', { code: info.code })
        lost()
      },
      onError: () => {
        if (!current()) return
        logger.warn('socket error')
        lost()
      },
    },
  })
}

function onBytes(rt: Runtime, splitter: FrameSplitter, bytes: Uint8Array, current: () => boolean): void {
  const { logger } = rt.options
  let packets: Packet[]
  try {
    packets = splitter.push(bytes).map((frame) => decodePacket(frame, { serverVersion: codecVersion(rt) }))
  } catch (error) {
    // chat-spec §4, §8: a decoding error is logged and reconnects.
    logger.warn('decoding error', { code: errorCode(error) })
    rt.dispatch({ type: 'decodeError' })
    return
  }
  for (const packet of packets) {
    if (!current()) return
    try {
      onPacket(rt, packet)
    } catch (error) {
      // A fault while handling one packet must not escape into the socket's event handler (that
      // would crash a Node process): report it and carry on with the next packet.
      logger.error('packet handling failed', { type: packet.type })
      rt.hooks.onError(
        new ImClientError('PACKET_HANDLING_FAILED', 'handling an incoming packet failed', { cause: error }),
      )
    }
  }
}

function onPacket(rt: Runtime, packet: Packet): void {
  switch (packet.type) {
    case PacketType.Connack:
      onConnack(rt, packet)
      return
    case PacketType.Pong:
      rt.heartbeat.onPong()
      return
    case PacketType.Disconnect:
      rt.options.logger.warn('kicked by the server', { reasonCode: packet.reasonCode })
      rt.dispatch({ type: 'kick', reasonCode: packet.reasonCode })
      return
    case PacketType.Sendack:
    case PacketType.Recv:
    case PacketType.Suback:
      if (rt.state === 'Connected') rt.hooks.onPacket(packet)
      return
    default:
      // chat-spec §8: an unsupported packet type is logged only.
      rt.options.logger.debug('unsupported packet type', { type: packet.type })
  }
}

function onConnack(rt: Runtime, packet: ConnackPacket): void {
  if (rt.state !== 'Connecting') return
  if (packet.reasonCode !== 1) {
    rt.dispatch({ type: 'connackFail', reasonCode: packet.reasonCode })
    return
  }
  let session: Session
  try {
    session = sessionFromConnack(rt.keyPair, packet)
  } catch (error) {
    rt.options.logger.warn('key exchange failed', { code: errorCode(error) })
    rt.dispatch({ type: 'decodeError' })
    return
  }
  rt.dispatch({ type: 'connackOk', reasonCode: 1, session })
}
