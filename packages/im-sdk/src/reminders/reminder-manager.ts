/**
 * Reminders (chat-spec §3 "Reminder": reminderID, channel, reminderType 1 mention me / 2 apply to
 * join group, done, version; §7 "sync reminders" by version, "reminder done" with ids). The manager
 * remembers the highest version it has seen and asks only for newer ones; concurrent sync() calls
 * share one callback call.
 */

import { invalidArgument } from '../callbacks/errors.js'
import { invokeCallback, invokeListCallback, requireCallback } from '../callbacks/invoke-callback.js'
import { itemProblems } from '../callbacks/shape-problem.js'
import { singleFlight } from '../callbacks/single-flight.js'
import type { DataCallbacks, ReminderInput } from '../callbacks/types.js'
import { type Channel, channelKey, toChannel } from '../chat/message.js'
import { copyDefinedFields } from '../copy-defined-fields.js'

/** A reminder as the manager keeps it: the same fields the sync callback returns (chat-spec §3). */
export type Reminder = ReminderInput

export interface ReminderManager {
  /** Fetches reminders newer than the highest version seen; resolves with the changed ones. */
  sync(): Promise<Reminder[]>
  /** Marks reminders done through the "reminderDone" callback, then locally. */
  done(ids: readonly number[]): Promise<void>
  /** All known reminders (done ones too), or those of one channel. */
  list(channel?: Channel): Reminder[]
  /** Reminders of a channel that are not done. */
  pending(channel: Channel): Reminder[]
  /** The highest version seen (0 before the first sync). */
  readonly version: number
  clear(): void
}

export interface ReminderManagerDeps {
  readonly callbacks: DataCallbacks
  /** Called with the reminders that changed (added, updated or marked done). */
  readonly onChange: (changed: readonly Reminder[]) => void
}

function toReminder(input: ReminderInput): Reminder {
  return {
    reminderID: input.reminderID,
    channel: toChannel(input.channel),
    reminderType: input.reminderType,
    ...copyDefinedFields(input, ['messageID', 'messageSeq', 'text', 'data']),
    done: input.done === true,
    version: input.version,
  }
}

export function createReminderManager(deps: ReminderManagerDeps): ReminderManager {
  const reminders = new Map<number, Reminder>()
  let version = 0

  async function runSync(): Promise<Reminder[]> {
    const items = await invokeListCallback<'syncReminders', ReminderInput>(
      deps.callbacks,
      'syncReminders',
      { version },
      itemProblems.reminder,
    )
    const changed: Reminder[] = []
    for (const item of items) {
      const reminder = toReminder(item)
      const known = reminders.get(reminder.reminderID)
      version = Math.max(version, reminder.version)
      // An older copy than the one held (out-of-order responses) changes nothing.
      if (known !== undefined && known.version > reminder.version) continue
      reminders.set(reminder.reminderID, reminder)
      changed.push(reminder)
    }
    if (changed.length > 0) deps.onChange(changed)
    return changed
  }

  // A missing callback rejects (like every other failure of this promise-returning call).
  const sync = singleFlight(deps.callbacks, 'syncReminders', runSync)

  return {
    sync: () => sync(undefined),
    async done(ids) {
      if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) {
        throw invalidArgument('reminder ids must be a list of integers')
      }
      requireCallback(deps.callbacks, 'reminderDone')
      if (ids.length === 0) return
      await invokeCallback(deps.callbacks, 'reminderDone', { ids: [...ids] })
      const changed: Reminder[] = []
      for (const id of ids) {
        const known = reminders.get(id)
        if (known === undefined || known.done) continue
        const next = { ...known, done: true }
        reminders.set(id, next)
        changed.push(next)
      }
      if (changed.length > 0) deps.onChange(changed)
    },
    list(channel) {
      const all = [...reminders.values()]
      if (channel === undefined) return all
      const key = channelKey(channel)
      return all.filter((r) => channelKey(r.channel) === key)
    },
    pending(channel) {
      const key = channelKey(channel)
      return [...reminders.values()].filter((r) => !r.done && channelKey(r.channel) === key)
    },
    get version() {
      return version
    },
    clear() {
      reminders.clear()
      version = 0
    },
  }
}
