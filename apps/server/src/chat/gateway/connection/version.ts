import {
  LEGACY_PROTOCOL_VERSION,
  MIN_SERVER_VERSION_EXPIRE,
  PROTOCOL_VERSION,
} from '@crossmart/im-sdk/protocol'

export interface NegotiatedVersion {
  /** The version the codec reads and writes this connection's packets with. */
  version: number
  /** Whether the connect-ack carries serverVersion (and, from 4, nodeId). */
  withServerVersion: boolean
}

/**
 * PROTOCOL.md "Facts": the server answers in the client's version capped at its own (4): version 4
 * gets serverVersion and nodeId, version 3 expire but no nodeId, 2 and lower neither. WuKongIM leaves
 * serverVersion out for a version-3 client although it then writes expire; we send it so the client
 * can tell expire is on the wire: serverVersion is sent from the version that carries expire.
 */
export function negotiateVersion(clientVersion: number): NegotiatedVersion {
  const capped = Math.min(clientVersion, PROTOCOL_VERSION)
  return capped >= MIN_SERVER_VERSION_EXPIRE
    ? { version: capped, withServerVersion: true }
    : { version: LEGACY_PROTOCOL_VERSION, withServerVersion: false }
}
