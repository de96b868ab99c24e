/**
 * One live connection (chat-spec §4): runs the transition table of state.ts, owns the socket, the
 * frame splitter, the session cipher, the heartbeat and the reconnect timer. The chat pipelines talk
 * to it through `write()` and the hooks; they never see the socket.
 */

import { setFields } from '../chat/message.js'
import { ImClientError } from '../client-errors.js'
import { cancelTimeout, type TimerHandle } from '../clock.js'
import {
  createSessionCipher,
  deriveSessionKeys,
  generateKeyPair,
  type KeyPair,
  randomDeviceId,
  type SessionCipher,
} from '../crypto/index.js'
import type { Logger } from '../logger.js'
import type { AddressOption, ResolvedOptions } from '../options.js'
import {
  type ConnackPacket,
  createFrameSplitter,
  decodePacket,
  encodePacket,
  type FrameSplitter,
  LEGACY_PROTOCOL_VERSION,
  type Packet,
  PacketType,
} from '../protocol/index.js'
import { reconnectDelay } from './backoff.js'
import { createHeartbeat } from './heartbeat.js'
import {
  type ConnectionEffect,
  type ConnectionEventType,
  type ConnectionStatus,
  transition,
} from './state.js'
import type { Transport } from './transport.js'

/** The negotiated session of one connection (after a successful connect-ack). */
export interface Session {
  readonly cipher: SessionCipher
  readonly serverVersion: number
  readonly nodeId?: string
  readonly timeDiff: number
}

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
  destroy(): void
}

interface Event {
  readonly type: ConnectionEventType
  readonly reasonCode?: number
  readonly session?: Session
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
  const { clock, logger, constants } = options
  const log: Logger = logger
  let status: ConnectionStatus = 'Disconnect'
  // Every socket gets a generation; closing bumps it, so late events of an old socket are ignored.
  let generation = 0
  let transport: Transport | undefined
  let splitter: FrameSplitter = createFrameSplitter()
  let keyPair: KeyPair | undefined
  let session: Session | undefined
  let connectTimer: TimerHandle | undefined
  let reconnectTimer: TimerHandle | undefined
  let reconnectAttempt = 0
  let token = options.token
  let address: AddressOption = options.address
  let destroyed = false
  let stopTriggers: (() => void) | undefined
  const pending: Event[] = []
  let dispatching = false

  const heartbeat = createHeartbeat({
    clock,
    intervalMs: constants.heartbeatIntervalMs,
    pongTimeoutMs: constants.pongTimeoutMs,
    maxRetryCount: constants.pingMaxRetryCount,
    sendPing: () => {
      writeRaw({ type: PacketType.Ping })
    },
    onDelay: (ms) => hooks.onDelay(ms),
    onTimeout: () => {
      // chat-spec §8: "ping got no response, disconnecting" (logged only).
      log.warn('ping got no response, disconnecting', { retries: constants.pingMaxRetryCount })
      dispatch({ type: 'heartbeatTimeout' })
    },
  })

  const codecVersion = (): number => session?.serverVersion ?? constants.protocolVersion

  function writeRaw(packet: Packet): boolean {
    if (transport === undefined) return false
    transport.send(encodePacket(packet, { serverVersion: codecVersion() }))
    return true
  }

  function dispatch(event: Event): void {
    if (destroyed && event.type !== 'disconnect') return
    pending.push(event)
    // Effects may raise events (a transport failing synchronously, a hook): run them after this one.
    if (dispatching) return
    dispatching = true
    try {
      for (let next = pending.shift(); next !== undefined; next = pending.shift()) step(next)
    } finally {
      dispatching = false
    }
  }

  function step(event: Event): void {
    const from = status
    const row = transition(from, event.type)
    if (row === undefined) {
      if (event.type === 'connect' && from === 'Connecting') log.debug('already connecting: connect skipped')
      else log.debug('event ignored', { status: from, event: event.type })
      return
    }
    status = row.to
    for (const effect of row.effects) runEffect(effect, event, from)
  }

  function runEffect(effect: ConnectionEffect, event: Event, from: ConnectionStatus): void {
    switch (effect) {
      case 'cancelReconnect':
        reconnectTimer = cancelTimeout(clock, reconnectTimer)
        return
      case 'openSocket':
        openSocket(event.type === 'reconnectDue')
        return
      case 'sendConnect':
        sendConnect()
        return
      case 'deriveSession':
        session = event.session
        reconnectAttempt = 0
        connectTimer = cancelTimeout(clock, connectTimer)
        return
      case 'resubscribe':
        hooks.resubscribe()
        return
      case 'startHeartbeat':
        heartbeat.start()
        return
      case 'stopHeartbeat':
        heartbeat.stop()
        return
      case 'flushSendQueue':
        hooks.resume()
        return
      case 'suspendChat':
        hooks.suspend()
        return
      case 'reportDelayTimeout':
        hooks.onDelay(constants.delayTimeoutReport)
        return
      case 'logConnectFailure':
        log.warn('connect failed', { reasonCode: event.reasonCode ?? 0 })
        return
      case 'closeSocket':
        closeSocket()
        return
      case 'scheduleReconnect':
        scheduleReconnect()
        return
      case 'notify': {
        const nodeId = status === 'Connected' ? session?.nodeId : undefined
        hooks.onStatus({
          status,
          previous: from,
          reasonCode: event.reasonCode ?? 0,
          ...(nodeId === undefined ? {} : { nodeId }),
        })
        return
      }
    }
  }

  function closeSocket(): void {
    generation += 1
    connectTimer = cancelTimeout(clock, connectTimer)
    const old = transport
    transport = undefined
    session = undefined
    keyPair = undefined
    splitter.reset()
    old?.close()
  }

  function scheduleReconnect(): void {
    cancelTimeout(clock, reconnectTimer)
    const delay = reconnectDelay(options.backoff, reconnectAttempt, options.random)
    reconnectAttempt += 1
    log.info('reconnecting', { inMs: delay, attempt: reconnectAttempt })
    reconnectTimer = clock.setTimeout(() => {
      reconnectTimer = undefined
      dispatch({ type: 'reconnectDue' })
    }, delay)
  }

  function openSocket(isReconnect: boolean): void {
    generation += 1
    const mine = generation
    const stale = (): boolean => mine !== generation || status !== 'Connecting'
    // Not even a socket yet: the connect timeout also covers a slow address callback or refresh hook.
    cancelTimeout(clock, connectTimer)
    connectTimer = clock.setTimeout(() => {
      connectTimer = undefined
      if (!stale()) {
        log.warn('no connect-ack in time', { timeoutMs: constants.connectTimeoutMs })
        dispatch({ type: 'connectTimeout' })
      }
    }, constants.connectTimeoutMs)
    const fail = (
      code: 'ADDRESS_FAILED' | 'RECONNECT_HOOK_FAILED' | 'TRANSPORT_UNAVAILABLE',
      cause: unknown,
    ): void => {
      if (stale()) return
      hooks.onError(new ImClientError(code, `could not open the connection (${code})`, { cause }))
      dispatch({ type: 'socketLost' })
    }
    void (async () => {
      if (isReconnect && options.beforeReconnect !== undefined) {
        try {
          const update = await options.beforeReconnect({ attempt: Math.max(0, reconnectAttempt - 1) })
          if (update?.token !== undefined) token = update.token
          if (update?.address !== undefined) address = update.address
        } catch (error) {
          fail('RECONNECT_HOOK_FAILED', error)
          return
        }
        if (stale()) return
      }
      let target: string
      try {
        target = typeof address === 'string' ? address : await address()
        if (typeof target !== 'string' || target === '')
          throw new TypeError('the address callback returned no address')
      } catch (error) {
        fail('ADDRESS_FAILED', error)
        return
      }
      if (stale()) return
      splitter = createFrameSplitter()
      try {
        transport = options.transport(target, {
          onOpen: () => {
            if (mine === generation) dispatch({ type: 'socketOpen' })
          },
          onData: (bytes) => {
            if (mine === generation) onData(bytes, mine)
          },
          onClose: (info) => {
            if (mine !== generation) return
            log.info('socket closed', { code: info.code })
            dispatch({ type: 'socketLost' })
          },
          onError: () => {
            if (mine !== generation) return
            log.warn('socket error')
            dispatch({ type: 'socketLost' })
          },
        })
      } catch (error) {
        fail('TRANSPORT_UNAVAILABLE', error)
      }
    })()
  }

  function sendConnect(): void {
    // chat-spec §4, §5: a fresh X25519 pair per connection, a random device ID with suffix W.
    keyPair = generateKeyPair()
    writeRaw({
      type: PacketType.Connect,
      version: constants.protocolVersion,
      deviceFlag: constants.deviceFlag,
      deviceID: randomDeviceId(),
      uid: options.uid,
      token,
      clientTimestamp: clock.now(),
      clientKey: keyPair.publicKeyBase64,
    })
  }

  function onData(bytes: Uint8Array, mine: number): void {
    let packets: Packet[]
    try {
      packets = splitter.push(bytes).map((frame) => decodePacket(frame, { serverVersion: codecVersion() }))
    } catch (error) {
      // chat-spec §4, §8: a decoding error is logged and reconnects.
      log.warn('decoding error', { code: (error as { code?: string }).code ?? 'unknown' })
      dispatch({ type: 'decodeError' })
      return
    }
    for (const packet of packets) {
      if (mine !== generation) return
      try {
        onPacket(packet)
      } catch (error) {
        // A fault while handling one packet must not escape into the socket's event handler (that
        // would crash a Node process): report it and carry on with the next packet.
        log.error('packet handling failed', { type: packet.type })
        hooks.onError(
          new ImClientError('PACKET_HANDLING_FAILED', 'handling an incoming packet failed', { cause: error }),
        )
      }
    }
  }

  function onConnack(packet: ConnackPacket): void {
    if (status !== 'Connecting') return
    if (packet.reasonCode !== 1) {
      dispatch({ type: 'connackFail', reasonCode: packet.reasonCode })
      return
    }
    let next: Session
    try {
      if (keyPair === undefined) throw new ImClientError('UNEXPECTED_PACKET', 'connect-ack before connect')
      next = {
        cipher: createSessionCipher(deriveSessionKeys(keyPair.privateKey, packet.serverKey, packet.salt)),
        serverVersion: packet.serverVersion ?? LEGACY_PROTOCOL_VERSION,
        timeDiff: packet.timeDiff,
        ...setFields(packet, ['nodeId']),
      }
    } catch (error) {
      log.warn('key exchange failed', { code: (error as { code?: string }).code ?? 'unknown' })
      dispatch({ type: 'decodeError' })
      return
    }
    dispatch({ type: 'connackOk', reasonCode: 1, session: next })
  }

  function onPacket(packet: Packet): void {
    switch (packet.type) {
      case PacketType.Connack:
        onConnack(packet)
        return
      case PacketType.Pong:
        heartbeat.onPong()
        return
      case PacketType.Disconnect:
        log.warn('kicked by the server', { reasonCode: packet.reasonCode })
        dispatch({ type: 'kick', reasonCode: packet.reasonCode })
        return
      case PacketType.Sendack:
      case PacketType.Recv:
      case PacketType.Suback:
        if (status === 'Connected') hooks.onPacket(packet)
        return
      default:
        // chat-spec §8: an unsupported packet type is logged only.
        log.debug('unsupported packet type', { type: packet.type })
    }
  }

  return {
    get status() {
      return status
    },
    get session() {
      return session
    },
    connect() {
      if (destroyed) return
      stopTriggers ??= options.triggers.subscribe(() => {
        // Beyond the spec: online again / page visible again: don't wait out the backoff.
        if (reconnectTimer === undefined || status !== 'Disconnect') return
        clock.clearTimeout(reconnectTimer)
        reconnectTimer = undefined
        log.info('reconnect triggered')
        dispatch({ type: 'reconnectDue' })
      })
      dispatch({ type: 'connect' })
    },
    disconnect() {
      dispatch({ type: 'disconnect' })
    },
    write(packet) {
      if (status !== 'Connected') return false
      return writeRaw(packet)
    },
    destroy() {
      if (destroyed) return
      dispatch({ type: 'disconnect' })
      destroyed = true
      heartbeat.stop()
      connectTimer = cancelTimeout(clock, connectTimer)
      reconnectTimer = cancelTimeout(clock, reconnectTimer)
      stopTriggers?.()
      stopTriggers = undefined
    },
  }
}
