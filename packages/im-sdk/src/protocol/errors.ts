import { CodedError } from '../coded-error.js'

export type ProtocolErrorCode =
  | 'VARINT_TOO_LONG'
  | 'FRAME_TOO_LARGE'
  | 'TRUNCATED'
  | 'UNKNOWN_PACKET_TYPE'
  | 'STRING_TOO_LONG'
  | 'PAYLOAD_TOO_LARGE'
  | 'INVALID_FIELD'
  | 'TRAILING_BYTES'

/**
 * The only error the codec and the frame splitter throw. `code` is stable and meant for
 * programs; the message is for people. A decoding error means the byte stream can no longer
 * be trusted: the connection should be dropped (PROTOCOL.md "Framing").
 */
export class ProtocolError extends CodedError<ProtocolErrorCode> {
  override readonly name = 'ProtocolError' as const
}

export function isProtocolError(value: unknown): value is ProtocolError {
  return value instanceof ProtocolError
}
