import { DEDUPE_MEMORY } from './constants'
import type { StoredMessage } from './message-store'

/** Recent sends by (fromUid, clientMsgNo), so a resent message is answered with its first ack. */
export interface RecentSends {
  remember(message: StoredMessage): void
  find(fromUid: string, clientMsgNo: string): StoredMessage | undefined
}

export function createRecentSends(capacity: number = DEDUPE_MEMORY): RecentSends {
  // Map keeps insertion order: the first entry is the oldest.
  const sends = new Map<string, StoredMessage>()
  const key = (fromUid: string, clientMsgNo: string) => `${fromUid}\n${clientMsgNo}`
  return {
    remember(message) {
      sends.set(key(message.fromUid, message.clientMsgNo), message)
      if (sends.size > capacity) {
        const oldest = sends.keys().next().value
        if (oldest !== undefined) sends.delete(oldest)
      }
    },
    find: (fromUid, clientMsgNo) => sends.get(key(fromUid, clientMsgNo)),
  }
}
