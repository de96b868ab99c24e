/**
 * Channels (chat-spec §3 "Channel info": online, lastOffline; "Subscriber": uid, version,
 * isDeleted; §7 "channel info", "sync subscribers" by version). Channel info is fetched once per
 * channel even when many callers ask at the same time, cached, refreshable, and every change goes
 * to the listeners. Subscribers are synced by version per channel; a subscriber with isDeleted is
 * removed from the list.
 */

import { InvalidCallbackResultError } from '../callbacks/errors.js'
import { invokeCallback, invokeListCallback } from '../callbacks/invoke-callback.js'
import { itemProblems } from '../callbacks/shape-problem.js'
import { singleFlight } from '../callbacks/single-flight.js'
import type { ChannelInfoInput, DataCallbacks, SubscriberInput } from '../callbacks/types.js'
import { type Channel, channelKey, toChannel } from '../chat/message.js'

export interface ChannelInfo extends ChannelInfoInput {
  readonly channel: Channel
}

export type Subscriber = SubscriberInput & { readonly channel: Channel }

export interface ChannelManager {
  /** The cached info, or one callback call shared by all concurrent callers. */
  fetchInfo(channel: Channel): Promise<ChannelInfo>
  /** Fetches again even when cached (concurrent refreshes share one call). */
  refreshInfo(channel: Channel): Promise<ChannelInfo>
  /** The cached info, without fetching. */
  info(channel: Channel): ChannelInfo | undefined
  /** Sets the info locally (e.g. an online/offline command) and notifies listeners. */
  setInfo(info: ChannelInfo): void
  /** Listeners get every new info; returns the unsubscribe function. */
  onInfo(listener: (info: ChannelInfo) => void): () => void
  /** Syncs subscribers newer than the channel's highest version; resolves with the current list. */
  syncSubscribers(channel: Channel): Promise<Subscriber[]>
  /** The known subscribers of a channel (deleted ones excluded). */
  subscribers(channel: Channel): Subscriber[]
  clear(): void
}

export interface ChannelManagerDeps {
  readonly callbacks: DataCallbacks
  /** A listener threw: reported, never rethrown into the fetch. */
  readonly onListenerError: (error: unknown) => void
  readonly onSubscribers?: (channel: Channel, subscribers: readonly Subscriber[]) => void
}

interface SubscriberBook {
  version: number
  readonly members: Map<string, Subscriber>
}

export function createChannelManager(deps: ChannelManagerDeps): ChannelManager {
  const infos = new Map<string, ChannelInfo>()
  const listeners = new Set<(info: ChannelInfo) => void>()
  const books = new Map<string, SubscriberBook>()
  let generation = 0

  function notify(info: ChannelInfo): void {
    for (const listener of [...listeners]) {
      try {
        listener(info)
      } catch (error) {
        deps.onListenerError(error)
      }
    }
  }

  // Fetched once per channel however many callers ask at the same time.
  const load = singleFlight(
    deps.callbacks,
    'channelInfo',
    async (channel: Channel): Promise<ChannelInfo> => {
      const started = generation
      const ch = toChannel(channel)
      const r = (await invokeCallback(deps.callbacks, 'channelInfo', {
        channel: ch,
      })) as Partial<ChannelInfoInput> | null
      if (typeof r !== 'object' || r === null)
        throw new InvalidCallbackResultError('channelInfo', 'no object')
      const info: ChannelInfo = {
        ...r,
        channel: ch,
        online: r.online === true,
        lastOffline: typeof r.lastOffline === 'number' ? r.lastOffline : 0,
      }
      if (started === generation) {
        infos.set(channelKey(ch), info)
        notify(info)
      }
      return info
    },
    channelKey,
  )

  async function runSubscriberSync(channel: Channel): Promise<Subscriber[]> {
    const key = channelKey(channel)
    let book = books.get(key)
    if (book === undefined) {
      book = { version: 0, members: new Map() }
      books.set(key, book)
    }
    const ch = toChannel(channel)
    const items = await invokeListCallback<'syncSubscribers', SubscriberInput>(
      deps.callbacks,
      'syncSubscribers',
      { channel: ch, version: book.version },
      itemProblems.subscriber,
    )
    for (const item of items) {
      book.version = Math.max(book.version, item.version)
      const known = book.members.get(item.uid)
      if (known !== undefined && known.version > item.version) continue
      if (item.isDeleted === true) book.members.delete(item.uid)
      else book.members.set(item.uid, { ...item, isDeleted: false, channel: ch })
    }
    const list = [...book.members.values()]
    if (items.length > 0) deps.onSubscribers?.(ch, list)
    return list
  }

  const syncSubscribers = singleFlight(deps.callbacks, 'syncSubscribers', runSubscriberSync, channelKey)

  return {
    fetchInfo(channel) {
      const cached = infos.get(channelKey(channel))
      return cached === undefined ? load(channel) : Promise.resolve(cached)
    },
    refreshInfo: load,
    info: (channel) => infos.get(channelKey(channel)),
    setInfo(info) {
      infos.set(channelKey(info.channel), info)
      notify(info)
    },
    onInfo(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    syncSubscribers,
    subscribers: (channel) => [...(books.get(channelKey(channel))?.members.values() ?? [])],
    clear() {
      generation += 1
      infos.clear()
      load.clear()
      syncSubscribers.clear()
      books.clear()
      listeners.clear()
    },
  }
}
