/**
 * The handshake of chat-spec §4 and §5: the connect packet (a fresh X25519 pair per connection, a
 * random device ID with suffix W) and the session a successful connect-ack yields (AES key and IV
 * derived from serverKey and salt).
 */

import { ImClientError } from '../client-errors.js'
import { copyDefinedFields } from '../copy-defined-fields.js'
import {
  createSessionCipher,
  deriveSessionKeys,
  type KeyPair,
  randomDeviceId,
  type SessionCipher,
} from '../crypto/index.js'
import { PACKET_CONNECT } from '../protocol/constants.js'
import { type ConnackPacket, type ConnectPacket, LEGACY_PROTOCOL_VERSION } from '../protocol/index.js'

/** The negotiated session of one connection (after a successful connect-ack). */
export interface Session {
  readonly cipher: SessionCipher
  readonly serverVersion: number
  readonly nodeId?: string
  readonly timeDiff: number
}

export interface ConnectFields {
  readonly version: number
  readonly deviceFlag: number
  readonly uid: string
  readonly token: string
  readonly clientTimestamp: number
}

/** The connect packet carrying the public half of `keyPair`. */
export function connectPacket(keyPair: KeyPair, fields: ConnectFields): ConnectPacket {
  return {
    type: PACKET_CONNECT,
    version: fields.version,
    deviceFlag: fields.deviceFlag,
    deviceID: randomDeviceId(),
    uid: fields.uid,
    token: fields.token,
    clientTimestamp: fields.clientTimestamp,
    clientKey: keyPair.publicKeyBase64,
  }
}

/**
 * The session of a successful connect-ack. Throws a typed error when no connect went out on this
 * socket or the key exchange fails (CryptoError).
 */
export function sessionFromConnack(keyPair: KeyPair | undefined, packet: ConnackPacket): Session {
  if (keyPair === undefined) throw new ImClientError('UNEXPECTED_PACKET', 'connect-ack before connect')
  return {
    cipher: createSessionCipher(deriveSessionKeys(keyPair.privateKey, packet.serverKey, packet.salt)),
    // A connect-ack without a server version byte comes from a version 2 server (chat-spec §9).
    serverVersion: packet.serverVersion ?? LEGACY_PROTOCOL_VERSION,
    timeDiff: packet.timeDiff,
    ...copyDefinedFields(packet, ['nodeId']),
  }
}
