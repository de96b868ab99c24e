/**
 * The connection's current socket and what belongs to it: the key pair of its connect packet, the
 * session its connect-ack yields and the connect deadline. One socket at a time: every socket gets
 * a generation, and closing bumps it, so late events of an old socket are ignored.
 */

import type { ImClientError } from '../client-errors.js'
import { generateKeyPair, type KeyPair } from '../crypto/index.js'
import type { ResolvedOptions } from '../options.js'
import { type CodecOptions, createFrameSplitter, encodePacket, type Packet } from '../protocol/index.js'
import { createConnectTimeout } from './connect-timeout.js'
import { connectPacket, type Session } from './handshake.js'
import { createIncomingPackets, type IncomingPacketsDeps } from './incoming-packets.js'
import { type Credentials, openSocket } from './socket-opener.js'
import type { Transport } from './transport.js'

export interface SocketDeps extends Omit<IncomingPacketsDeps, 'keyPair' | 'codecOptions'> {
  readonly options: Pick<
    ResolvedOptions,
    'uid' | 'token' | 'address' | 'constants' | 'transport' | 'clock' | 'logger' | 'beforeReconnect'
  >
  readonly onError: (error: ImClientError) => void
}

export interface Socket {
  readonly session: Session | undefined
  /** A new socket (closing none): the refresh hook first when `isReconnect`; arms the connect deadline. */
  open(isReconnect: boolean, attempt: number): void
  /** chat-spec §4, §5: a fresh X25519 pair, a random device ID with suffix W: the connect packet. */
  sendConnect(): void
  /** A successful connect-ack: the session is live, the deadline is met. */
  establish(session: Session | undefined): void
  write(packet: Packet): boolean
  /** Closes the socket and ignores anything it still says. */
  close(): void
  /** Cancels the connect deadline. */
  release(): void
}

export function createSocket(deps: SocketDeps): Socket {
  const { options, logger, dispatch } = deps
  const { constants } = options
  const credentials: Credentials = { token: options.token, address: options.address }
  let transport: Transport | undefined
  let generation = 0
  let keyPair: KeyPair | undefined
  let session: Session | undefined
  // The negotiated version (the offered one until the connect-ack) and the receive stream layout.
  const codecOptions = (): CodecOptions => ({
    serverVersion: session?.serverVersion ?? constants.protocolVersion,
    recvStreamLayout: constants.recvStreamLayout,
  })
  const read = createIncomingPackets({ ...deps, keyPair: () => keyPair, codecOptions })
  const deadline = createConnectTimeout({
    ...options,
    timeoutMs: constants.connectTimeoutMs,
    onTimeout: () => dispatch({ type: 'connectTimeout' }),
  })
  const lost = (): void => dispatch({ type: 'socketLost' })

  function write(packet: Packet): boolean {
    if (transport === undefined) return false
    transport.send(encodePacket(packet, codecOptions()))
    return true
  }

  function open(isReconnect: boolean, attempt: number): void {
    const mine = ++generation
    const current = (): boolean => mine === generation
    const stale = (): boolean => !current() || deps.state() !== 'Connecting'
    const splitter = createFrameSplitter()
    deadline.arm(stale)
    void openSocket(options, credentials, {
      isReconnect,
      attempt,
      stale,
      onTransport: (opened) => {
        transport = opened
      },
      onFailure: (error) => {
        deps.onError(error)
        if (error.code === 'INVALID_ADDRESS') dispatch({ type: 'addressInvalid' })
        else lost()
      },
      handlers: {
        onOpen: () => current() && dispatch({ type: 'socketOpen' }),
        onData: (bytes) => current() && read(splitter, bytes, current),
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

  return {
    get session() {
      return session
    },
    open,
    sendConnect() {
      keyPair = generateKeyPair()
      const { uid, clock } = options
      const fields = { version: constants.protocolVersion, deviceFlag: constants.deviceFlag, uid }
      write(connectPacket(keyPair, { ...fields, token: credentials.token, clientTimestamp: clock.now() }))
    },
    establish(next) {
      session = next
      deadline.cancel()
    },
    write,
    close() {
      generation += 1
      deadline.cancel()
      const old = transport
      transport = undefined
      session = undefined
      keyPair = undefined
      old?.close()
    },
    release: deadline.cancel,
  }
}
