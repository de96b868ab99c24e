/**
 * What the server sends on one socket (chat-spec §4, §7 "Client receives"): bytes become frames
 * and packets; each packet type has its handler. A decoding error reconnects (chat-spec §4, §8).
 */

import { ImClientError } from '../client-errors.js'
import { errorCode } from '../coded-error.js'
import type { KeyPair } from '../crypto/index.js'
import type { Logger } from '../logger.js'
import {
  PACKET_CONNACK,
  PACKET_DISCONNECT,
  PACKET_PONG,
  PACKET_RECV,
  PACKET_SENDACK,
  PACKET_SUBACK,
  REASON_SUCCESS,
} from '../protocol/constants.js'
import {
  type CodecOptions,
  type ConnackPacket,
  decodePacket,
  type FrameSplitter,
  type Packet,
} from '../protocol/index.js'
import { type Session, sessionFromConnack } from './handshake.js'
import type { ConnectionEvent, ConnectionState } from './state.js'

export interface IncomingPacketsDeps {
  readonly logger: Logger
  readonly dispatch: (event: ConnectionEvent) => void
  readonly state: () => ConnectionState
  /** The key pair of the connect packet on the current socket. */
  readonly keyPair: () => KeyPair | undefined
  readonly codecOptions: () => CodecOptions
  readonly onPong: () => void
  /** send-ack, receive, subscribe-ack while Connected: for the chat layer. */
  readonly onChatPacket: (packet: Packet) => void
  readonly onError: (error: ImClientError) => void
}

/** Reads a chunk of bytes of the socket `splitter` belongs to; stops when `current()` turns false. */
export type ReadBytes = (splitter: FrameSplitter, bytes: Uint8Array, current: () => boolean) => void

export function createIncomingPackets(deps: IncomingPacketsDeps): ReadBytes {
  const { logger, dispatch, state } = deps

  function onConnack(packet: ConnackPacket): void {
    if (state() !== 'Connecting') return
    // chat-spec §4: reason code 1 is success; any other is ConnectFail.
    if (packet.reasonCode !== REASON_SUCCESS) {
      dispatch({ type: 'connackFail', reasonCode: packet.reasonCode })
      return
    }
    let session: Session
    try {
      session = sessionFromConnack(deps.keyPair(), packet)
    } catch (error) {
      logger.warn('key exchange failed', { code: errorCode(error) })
      dispatch({ type: 'decodeError' })
      return
    }
    dispatch({ type: 'connackOk', reasonCode: REASON_SUCCESS, session })
  }

  function onPacket(packet: Packet): void {
    switch (packet.type) {
      case PACKET_CONNACK:
        onConnack(packet)
        return
      case PACKET_PONG:
        deps.onPong()
        return
      case PACKET_DISCONNECT:
        logger.warn('kicked by the server', { reasonCode: packet.reasonCode })
        dispatch({ type: 'kick', reasonCode: packet.reasonCode })
        return
      case PACKET_SENDACK:
      case PACKET_RECV:
      case PACKET_SUBACK:
        if (state() === 'Connected') deps.onChatPacket(packet)
        return
      default:
        // chat-spec §8: an unsupported packet type is logged only.
        logger.debug('unsupported packet type', { type: packet.type })
    }
  }

  return (splitter, bytes, current) => {
    let packets: Packet[]
    try {
      packets = splitter.push(bytes).map((frame) => decodePacket(frame, deps.codecOptions()))
    } catch (error) {
      // chat-spec §4, §8: a decoding error is logged and reconnects.
      logger.warn('decoding error', { code: errorCode(error) })
      dispatch({ type: 'decodeError' })
      return
    }
    for (const packet of packets) {
      if (!current()) return
      try {
        onPacket(packet)
      } catch (error) {
        // A fault while handling one packet must not escape into the socket's event handler (that
        // would crash a Node process): report it and carry on with the next packet.
        logger.error('packet handling failed', { type: packet.type })
        deps.onError(
          new ImClientError('PACKET_HANDLING_FAILED', 'handling an incoming packet failed', { cause: error }),
        )
      }
    }
  }
}
