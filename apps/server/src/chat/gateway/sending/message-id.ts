import type { Clock } from '../../../clock'

/** Ids count milliseconds from here (2024-01-01 UTC), so 41 bits last until 2093. */
export const MESSAGE_ID_EPOCH_MS = Date.UTC(2024, 0, 1)
const NODE_BITS = 10n
const SEQUENCE_BITS = 12n
const MAX_NODE = (1 << Number(NODE_BITS)) - 1
const MAX_SEQUENCE = (1 << Number(SEQUENCE_BITS)) - 1

export interface MessageIdGenerator {
  /** The next id: strictly greater than every id this generator returned before. */
  next(): bigint
}

/**
 * Snowflake-style 64-bit message ids (README "The gateway": a 64-bit, time-ordered messageID): milliseconds since
 * MESSAGE_ID_EPOCH_MS, then the node id, then a per-millisecond sequence. A clock that steps back
 * does not make ids go back: the generator keeps using its last millisecond.
 */
export function createMessageIdGenerator(clock: Clock, nodeId: number): MessageIdGenerator {
  if (!Number.isInteger(nodeId) || nodeId < 0 || nodeId > MAX_NODE) {
    throw new RangeError(`nodeId must be an integer in 0..${MAX_NODE}, got ${nodeId}`)
  }
  const node = BigInt(nodeId)
  let lastMs = -1
  let sequence = 0
  return {
    next() {
      let ms = Math.max(clock.now() - MESSAGE_ID_EPOCH_MS, lastMs)
      if (ms === lastMs) {
        sequence += 1
        // 4,096 ids in one millisecond: borrow the next millisecond rather than wait.
        if (sequence > MAX_SEQUENCE) {
          ms += 1
          sequence = 0
        }
      } else {
        sequence = 0
      }
      lastMs = ms
      return (BigInt(ms) << (NODE_BITS + SEQUENCE_BITS)) | (node << SEQUENCE_BITS) | BigInt(sequence)
    },
  }
}

/** The millisecond an id was made at (for logs and tests). */
export function messageIdTime(id: bigint): number {
  return Number(id >> (NODE_BITS + SEQUENCE_BITS)) + MESSAGE_ID_EPOCH_MS
}
