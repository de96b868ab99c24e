/**
 * The client runtime's constants: the chat-spec §9 values the runtime reads, with their spec
 * reference; `createImClient({ constants })` overrides any of them (for tests, or servers that
 * differ). The values marked "beyond the spec" are this SDK's own defaults. The wire format's
 * numbers (the protocol version, the server versions that add expire and nodeId, the payload
 * limits) have their one home in protocol/constants.ts. chat-spec §9's SDK version (1.2.8) goes on
 * no packet, so there is no option for it.
 */

import { PROTOCOL_VERSION, RecvStreamLayout } from './protocol/constants.js'

/** The runtime's constants; `DEFAULT_CONSTANTS` holds the defaults (README "Constants"). */
export interface ImConstants {
  /** chat-spec §9: protocol version 4 (sent in connect). */
  protocolVersion: number
  /**
   * Beyond the spec: the order of a receive's stream fields below protocol 5 (RecvStreamLayout of
   * `@crossmart/im-sdk/protocol`): 0 for servers of 2023-2024, 1 for those of 2025 that still
   * negotiate protocol 4. From protocol 5 (`protocolVersion: 5`) a receive has none.
   */
  recvStreamLayout: number
  /** chat-spec §9: device flag 1 (web). */
  deviceFlag: number
  /** chat-spec §4, §9: a ping every 60000 ms. */
  heartbeatIntervalMs: number
  /** chat-spec §4, §9: more than 3 unanswered pings drop the connection. */
  pingMaxRetryCount: number
  /** chat-spec §9: 3000 ms for a pong; an unanswered ping is retried after it (see heartbeat.ts). */
  pongTimeoutMs: number
  /** chat-spec §4, §9: reconnect 3000 ms after a socket close or error. */
  reconnectDelayMs: number
  /** chat-spec §4, §9: read receipts flushed every 2000 ms. */
  receiptFlushIntervalMs: number
  /** chat-spec §9: the send timer runs every 100 ms ... */
  sendIntervalMs: number
  /** chat-spec §9: ... and writes up to 5 packets per tick. */
  sendBatchSize: number
  /** chat-spec §9: message extras are synced 100 at a time (used by the data layer). */
  extraSyncBatch: number
  /** chat-spec §3, §9: the default channel type is 7. */
  defaultChannelType: number
  /** chat-spec §9: the delay reported when the heartbeat fails. */
  delayTimeoutReport: number
  /** Beyond the spec: a message fails with reason `timeout` after this much connected time without an ack. */
  sendDeadlineMs: number
  /**
   * Beyond the spec: a message fails with reason `deadline` when this much wall-clock time passed
   * since it was queued without an ack, offline time included. 0 = no such deadline.
   */
  sendWallDeadlineMs: number
  /** Beyond the spec: a socket that has not produced a connect-ack after this long is dropped and retried. */
  connectTimeoutMs: number
  /** Beyond the spec: the exponential backoff after the first reconnect delay is capped here. */
  reconnectMaxDelayMs: number
  /** Beyond the spec: each further reconnect attempt multiplies the delay by this factor. */
  reconnectBackoffFactor: number
  /** Beyond the spec: a backoff delay is drawn from [delay * (1 - jitter), delay]. 0 = no jitter. */
  reconnectJitter: number
  /** Beyond the spec: how many recent messageIDs / clientMsgNos are remembered to drop redeliveries. */
  dedupeWindow: number
}

export const DEFAULT_CONSTANTS: Readonly<ImConstants> = Object.freeze({
  protocolVersion: PROTOCOL_VERSION,
  recvStreamLayout: RecvStreamLayout.legacy,
  deviceFlag: 1,
  heartbeatIntervalMs: 60_000,
  pingMaxRetryCount: 3,
  pongTimeoutMs: 3_000,
  reconnectDelayMs: 3_000,
  receiptFlushIntervalMs: 2_000,
  sendIntervalMs: 100,
  sendBatchSize: 5,
  extraSyncBatch: 100,
  defaultChannelType: 7,
  delayTimeoutReport: 9_999,
  sendDeadlineMs: 30_000,
  sendWallDeadlineMs: 120_000,
  connectTimeoutMs: 15_000,
  reconnectMaxDelayMs: 30_000,
  reconnectBackoffFactor: 2,
  reconnectJitter: 0.5,
  dedupeWindow: 4_096,
})

export { ContentType } from './protocol/constants.js'

/** chat-spec §3, §9: system messages use content types 1000 to 2000. */
export const SYSTEM_CONTENT_TYPE_RANGE = Object.freeze({ min: 1000, max: 2000 })
