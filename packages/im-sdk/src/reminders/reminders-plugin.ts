/** `remindersPlugin()`: `client.reminders` (README "Plugins"), with the conversation list's reminder fields. */

import type { ImPlugin } from '../plugins/plugin.js'
import { createReminderManager, type ReminderManager } from './reminder-manager.js'

/** Adds `client.reminders` ("syncReminders", "reminderDone"); conversations then carry their reminders. */
export function remindersPlugin(): ImPlugin<'reminders', ReminderManager> {
  return {
    key: 'reminders',
    install(context) {
      const reminders = createReminderManager({
        callbacks: context.callbacks,
        onChange: (changed) => {
          context.remindersChanged(changed)
          context.emit({ type: 'reminders', changed })
        },
      })
      context.providePendingReminders(reminders.pending)
      context.onDestroy(reminders.clear)
      return reminders
    },
  }
}
