import type { Database } from '../../db/database'
import type { Logger } from '../../http/logger'
import { errorText } from '../../observability/error-text'
import type { StoredChannel } from '../channel-address'
import { CHANNEL_TYPE } from '../constants'
import { addReminders, REMINDER_MENTION } from '../storage/extras-store'
import type { StoredMessage } from '../storage/message-store'

/** The longest reminder text kept (the start of the message). */
const REMINDER_TEXT_MAX = 100

/** chat-spec §3 message content: `mention` is `{ all: 1 }` or `{ uids }`. */
function mentionedIn(payload: string, members: readonly string[]): string[] {
  try {
    const content = JSON.parse(payload) as { mention?: { all?: unknown; uids?: unknown } }
    const mention = content.mention
    if (mention === undefined || mention === null) return []
    if (mention.all === 1) return [...members]
    if (!Array.isArray(mention.uids)) return []
    return mention.uids.filter((uid): uid is string => typeof uid === 'string' && members.includes(uid))
  } catch {
    return []
  }
}

function textOf(payload: string): string {
  try {
    const content = JSON.parse(payload) as { content?: unknown }
    return typeof content.content === 'string' ? content.content.slice(0, REMINDER_TEXT_MAX) : ''
  } catch {
    return ''
  }
}

/** Tells the mentioned members' online devices their reminders changed (a command message). */
export type RemindersNotifier = (channel: StoredChannel, uids: readonly string[]) => void
/** The reminders a group message gives: one per mentioned member but its sender (content JSON in `payload`). */
export function mentionReminderRows(
  message: Pick<StoredMessage, 'channel' | 'payload' | 'fromUid' | 'messageId' | 'messageSeq'>,
  members: readonly string[],
) {
  if (message.channel.channelType !== CHANNEL_TYPE.group) return []
  return mentionedIn(message.payload, members)
    .filter((uid) => uid !== message.fromUid)
    .map((uid) => ({
      uid,
      channelId: message.channel.canonicalId,
      channelType: message.channel.channelType,
      reminderType: REMINDER_MENTION,
      messageId: message.messageId,
      messageSeq: message.messageSeq,
      text: textOf(message.payload),
    }))
}

/**
 * chat-spec §3 Reminder type 1: every member a group message mentions (not its sender) gets a
 * reminder, synced through /api/chat/syncReminders (server README "Chat"). The message reaches the
 * members before its reminders are stored, so once they are, `notify` tells the mentioned ones to
 * sync (a sync on the message alone could come too early).
 */
export function createMentionReminders(db: Database, logger: Logger, notify?: RemindersNotifier) {
  return (batch: readonly StoredMessage[], members: readonly string[]): void => {
    const rows = batch.flatMap((message) => mentionReminderRows(message, members))
    if (rows.length === 0) return
    addReminders(db, rows).then(
      () => {
        for (const message of batch) {
          const uids = rows.filter((r) => r.messageId === message.messageId).map((r) => r.uid)
          if (uids.length > 0) notify?.(message.channel, uids)
        }
      },
      (error: unknown) => logger.error('mention reminders not stored', { error: errorText(error) }),
    )
  }
}
