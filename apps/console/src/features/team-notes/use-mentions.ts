import type { Reminder } from '@crossmart/im-sdk'
import { useCallback, useEffect, useState } from 'react'
import type { ConsoleChatClient } from '../../lib/console-chat'

/** chat-spec §3 Reminder type 1: someone mentioned me. */
const MENTION_ME = 1

/** Undone mentions, newest first. */
export function pendingMentions(reminders: readonly Reminder[]): Reminder[] {
  return reminders
    .filter((r) => r.reminderType === MENTION_ME && !r.done)
    .sort((a, b) => b.version - a.version)
}

/** Who wrote the mentioning message (the console's syncReminders callback puts it in `data`). */
export function mentionAuthor(reminder: Reminder): string {
  const data = reminder.data as { fromUid?: unknown } | undefined
  return typeof data?.fromUid === 'string' ? data.fromUid : ''
}

export type MentionsState = {
  status: 'loading' | 'ok' | 'error'
  mentions: Reminder[]
  retry(): void
  /** Marks one done (reminderDone); rejects when the server refused, leaving it pending. */
  done(reminder: Reminder): Promise<void>
}

/**
 * The user's undone mentions from the SDK's reminder manager (synced on connect and when the server
 * says they changed, lib/console-chat.ts), updated on every `reminders` event.
 */
export function useMentions(client: ConsoleChatClient | null): MentionsState {
  const [mentions, setMentions] = useState<Reminder[]>([])
  const [status, setStatus] = useState<MentionsState['status']>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    if (!client) return
    let alive = true
    const read = () => {
      if (!alive) return
      setMentions(pendingMentions(client.reminders.list()))
      setStatus('ok')
    }
    const off = client.on('reminders', read)
    setStatus('loading')
    client.reminders.sync().then(read, () => alive && setStatus('error'))
    return () => {
      alive = false
      off()
    }
  }, [client, attempt])
  const done = useCallback(
    async (reminder: Reminder) => {
      if (!client) return
      await client.reminders.done([reminder.reminderID])
      setMentions(pendingMentions(client.reminders.list()))
    },
    [client],
  )
  return { status, mentions, retry: () => setAttempt((n) => n + 1), done }
}
