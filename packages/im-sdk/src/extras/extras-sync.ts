/**
 * Message extras (chat-spec §3 remoteExtra, §7 "sync message extras", §9 batch 100): extras
 * changed after the channel's highest extraVersion are fetched 100 at a time until a short page,
 * and applied to the stored messages: revoke, edit (contentEdit, editedAt, isEdit), readedCount /
 * unreadCount, browseTo and the app's extra. Every message that changed is reported, so the UI and
 * the conversation list update. An older extra never overwrites a newer one.
 */

import { invokeListCallback } from '../callbacks/invoke-callback.js'
import { itemProblems } from '../callbacks/shape-problem.js'
import { singleFlight } from '../callbacks/single-flight.js'
import type { DataCallbacks, MessageExtraInput } from '../callbacks/types.js'
import { type Channel, channelKey, type MessageContent, toChannel } from '../chat/message.js'
import type { MessageStore } from '../messages/message-store.js'
import type { ChatMessage, RemoteExtra } from '../messages/model.js'

/** The message extras of the stored messages, per channel. */
export interface ExtrasSync {
  /** Fetches and applies every extra newer than the channel's extraVersion; resolves with how many messages changed. */
  sync(channel: Channel): Promise<number>
  /** Applies extras the app got some other way (e.g. a command); returns the changed messages. */
  apply(channel: Channel, extras: readonly MessageExtraInput[]): ChatMessage[]
  /** The highest extraVersion applied for the channel (0 at first). */
  version(channel: Channel): number
  clear(): void
}

export interface ExtrasSyncDeps {
  readonly callbacks: DataCallbacks
  readonly store: MessageStore
  /** chat-spec §9: 100. */
  readonly batch: number
  readonly parse: (json: unknown) => MessageContent
  readonly onUpdate: (message: ChatMessage) => void
}

const REMOTE_FIELDS = [
  'readedCount',
  'unreadCount',
  'revoke',
  'editedAt',
  'isEdit',
  'extra',
  'extraVersion',
  'version',
  'browseTo',
] as const

export function createExtrasSync(deps: ExtrasSyncDeps): ExtrasSync {
  const versions = new Map<string, number>()

  function merge(current: RemoteExtra, input: MessageExtraInput): RemoteExtra {
    const next: Record<string, unknown> = { ...current }
    for (const field of REMOTE_FIELDS) if (input[field] !== undefined) next[field] = input[field]
    if (input.contentEdit !== undefined) next.contentEdit = deps.parse(input.contentEdit)
    return next as unknown as RemoteExtra
  }

  function apply(channel: Channel, extras: readonly MessageExtraInput[]): ChatMessage[] {
    const key = channelKey(channel)
    const changed: ChatMessage[] = []
    for (const input of extras) {
      versions.set(key, Math.max(versions.get(key) ?? 0, input.extraVersion))
      const updated = deps.store.update(channel, input.messageID, (message) =>
        message.remoteExtra.extraVersion > input.extraVersion
          ? message
          : { ...message, remoteExtra: merge(message.remoteExtra, input) },
      )
      if (updated !== undefined && updated.remoteExtra.extraVersion === input.extraVersion)
        changed.push(updated)
    }
    for (const message of changed) deps.onUpdate(message)
    return changed
  }

  async function run(channel: Channel): Promise<number> {
    const key = channelKey(channel)
    let total = 0
    for (;;) {
      const extraVersion = versions.get(key) ?? 0
      const items = await invokeListCallback<'syncMessageExtras', MessageExtraInput>(
        deps.callbacks,
        'syncMessageExtras',
        {
          channel: toChannel(channel),
          extraVersion,
          limit: deps.batch,
        },
        itemProblems.messageExtra,
      )
      total += apply(channel, items).length
      // A full page means there may be more; a page that does not advance the version would loop forever.
      if (items.length < deps.batch || (versions.get(key) ?? 0) <= extraVersion) return total
    }
  }

  const sync = singleFlight(deps.callbacks, 'syncMessageExtras', run, channelKey)

  return {
    sync,
    apply,
    version: (channel) => versions.get(channelKey(channel)) ?? 0,
    clear() {
      versions.clear()
      sync.clear()
    },
  }
}
