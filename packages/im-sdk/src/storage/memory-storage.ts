/** The default storage: in memory, per client (nothing survives a reload). */

import type { ChatMessage } from '../messages/model.js'
import { compareOutbox, type ImStorage, type OutboxEntry } from './types.js'

export function memoryStorage(): ImStorage {
  const outbox = new Map<string, OutboxEntry>()
  const recent = new Map<string, ChatMessage[]>()
  return {
    async putOutbox(entry) {
      outbox.set(entry.clientMsgNo, entry)
    },
    async deleteOutbox(clientMsgNo) {
      outbox.delete(clientMsgNo)
    },
    async listOutbox() {
      return [...outbox.values()].sort(compareOutbox)
    },
    async putRecentMessages(key, messages) {
      recent.set(key, [...messages])
    },
    async recentMessages(key) {
      return [...(recent.get(key) ?? [])]
    },
    async clear() {
      outbox.clear()
      recent.clear()
    },
    close() {},
  }
}
