/** What the chat pipelines need from the connection: a way to write, and the current session. */

import type { Session } from '../connection/handshake.js'
import type { Packet } from '../protocol/index.js'

export interface ChatLink {
  /** The session of the live connection; undefined when not Connected. */
  readonly session: Session | undefined
  /** Writes when Connected (false otherwise); may throw a ProtocolError for an unencodable packet. */
  write(packet: Packet): boolean
}
