/** WebSocket close codes (RFC 6455 §7.4.1) the gateway uses. */
export const CLOSE_CODE = {
  normal: 1000,
  protocolError: 1002,
  policy: 1008,
  tooBig: 1009,
  internal: 1011,
} as const
