/**
 * The optional managers (uploads, reminders, extras, channels) plug into the client, so an app
 * pays only for the ones it imports (README "Plugins"): `createImClient({ plugins: [uploadsPlugin()] })`
 * installs each plugin into the data layer and exposes its API as `client[plugin.key]`. A plugin
 * sees the data layer through `PluginContext` only, never the whole client.
 */

import type { DataCallbacks } from '../callbacks/types.js'
import type { Channel, Message } from '../chat/message.js'
import type { Clock } from '../clock.js'
import type { ContentRegistry } from '../content/registry.js'
import type { DataEvent } from '../data/events.js'
import type { MessageStore } from '../messages/message-store.js'
import type { ChatMessage } from '../messages/model.js'
import type { Reminder } from '../reminders/reminder-manager.js'

/** What the data layer lends a plugin. */
export interface PluginContext {
  readonly uid: string
  readonly callbacks: DataCallbacks
  readonly content: ContentRegistry
  readonly clock: Clock
  /** chat-spec §9: message extras are synced 100 at a time. */
  readonly extraSyncBatch: number
  /** The recent messages held in memory. */
  readonly store: MessageStore
  emit(event: DataEvent): void
  reportError(error: Error): void
  /** A listener threw (anything): reported as a dataError. */
  reportThrown(error: unknown, eventType: string): void
  /** A stored message changed: conversation list, cache and the messageUpdate event follow. */
  messageChanged(message: ChatMessage): void
  /** An own message: new the first time its clientMsgNo is seen, an update afterwards. */
  own(message: Message): void
  /** Queues a message again with the same clientMsgNo (the runtime's resend). */
  resend(message: Message): Message
  /** Reminders that changed: the conversation list updates its entries. */
  remindersChanged(changed: readonly Reminder[]): void
  /** Where the conversation list reads a channel's pending reminders (none without this). */
  providePendingReminders(pending: (channel: Channel) => Reminder[]): void
  /** Runs on destroy(). */
  onDestroy(release: () => void): void
}

/** An optional manager: `install` runs once per client and returns the API found at `client[key]`. */
export interface ImPlugin<K extends string = string, A = unknown> {
  readonly key: K
  install(context: PluginContext): A
}

/** The APIs a list of plugins adds to the client, keyed by each plugin's key. */
export type PluginApis<P extends readonly ImPlugin[]> = {
  readonly [E in P[number] as E['key']]: E extends ImPlugin<string, infer A> ? A : never
}
