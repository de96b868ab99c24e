/** `conversationsPlugin()`: `client.conversations` (README "Plugins"), the conversation list. */

import type { ImPlugin } from '../plugins/plugin.js'
import { type ConversationManager, createConversationManager } from './conversation-manager.js'

/**
 * Adds `client.conversations` ("syncConversations", "syncConversationExtras"): the list follows
 * every message, and the resync after each connect-ack syncs it. A chat of one channel without a
 * list (a support widget, a bot) leaves it out and does not bundle it.
 */
export function conversationsPlugin(): ImPlugin<'conversations', ConversationManager> {
  return {
    key: 'conversations',
    install(context) {
      const conversations = createConversationManager({
        uid: context.uid,
        callbacks: context.callbacks,
        parse: context.content.parse,
        pendingReminders: context.remindersOf,
        onChange: (change) => context.emit({ type: 'conversation', ...change }),
        now: context.clock.now,
      })
      context.provideConversations(conversations)
      context.onDestroy(conversations.clear)
      return conversations
    },
  }
}
