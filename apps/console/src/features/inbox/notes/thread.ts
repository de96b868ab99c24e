import type { ChatMessage } from '@crossmart/im-sdk'

/** One row of the conversation as staff see it: the conversation's own message, or a private note. */
export type ThreadRow = { kind: 'message'; message: ChatMessage } | { kind: 'note'; message: ChatMessage }

/**
 * Issue #44: private notes shown inside the conversation, in time order with its messages. Each
 * list is already in order; a note written in the same second as a message comes after it (it is
 * usually about that message). A message still sending has no server time yet and stays last.
 */
export function threadOf(messages: readonly ChatMessage[], notes: readonly ChatMessage[]): ThreadRow[] {
  const rows: ThreadRow[] = []
  let m = 0
  let n = 0
  while (m < messages.length || n < notes.length) {
    const message = messages[m]
    const note = notes[n]
    if (note === undefined || (message !== undefined && message.timestamp <= note.timestamp)) {
      rows.push({ kind: 'message', message: message as ChatMessage })
      m += 1
    } else {
      rows.push({ kind: 'note', message: note })
      n += 1
    }
  }
  return rows
}
