import type { GatewayConnection } from './types'

/**
 * Who is online (README "The gateway": deliver to every online device; a second login of the same uid and device
 * flag replaces the first), and which connections subscribed to which channel.
 */
export interface Presence {
  /** Registers an open connection; returns the connection it replaces (same uid and device flag). */
  add(connection: GatewayConnection): GatewayConnection | undefined
  remove(connection: GatewayConnection): void
  connectionsOf(uid: string): readonly GatewayConnection[]
  isOnline(uid: string): boolean
  subscribe(channelKey: string, connection: GatewayConnection): void
  unsubscribe(channelKey: string, connection: GatewayConnection): void
  subscribersOf(channelKey: string): Iterable<GatewayConnection>
  all(): Iterable<GatewayConnection>
  readonly size: number
}

const NONE: readonly GatewayConnection[] = []

export function createPresence(): Presence {
  const byUid = new Map<string, GatewayConnection[]>()
  const subscribers = new Map<string, Set<GatewayConnection>>()
  const subscriptionsOf = new Map<GatewayConnection, Set<string>>()
  let size = 0

  function unsubscribeAll(connection: GatewayConnection): void {
    const keys = subscriptionsOf.get(connection)
    if (!keys) return
    for (const key of keys) {
      const set = subscribers.get(key)
      set?.delete(connection)
      if (set?.size === 0) subscribers.delete(key)
    }
    subscriptionsOf.delete(connection)
  }

  return {
    add(connection) {
      const list = byUid.get(connection.uid) ?? []
      const previous = list.find((c) => c.deviceFlag === connection.deviceFlag && c !== connection)
      const next = list.filter((c) => c !== previous && c !== connection)
      next.push(connection)
      byUid.set(connection.uid, next)
      size += next.length - list.length
      if (previous) unsubscribeAll(previous)
      return previous
    },
    remove(connection) {
      unsubscribeAll(connection)
      const list = byUid.get(connection.uid)
      if (!list?.includes(connection)) return
      const next = list.filter((c) => c !== connection)
      size -= 1
      if (next.length === 0) byUid.delete(connection.uid)
      else byUid.set(connection.uid, next)
    },
    connectionsOf: (uid) => byUid.get(uid) ?? NONE,
    isOnline: (uid) => (byUid.get(uid)?.length ?? 0) > 0,
    subscribe(channelKey, connection) {
      const set = subscribers.get(channelKey) ?? new Set<GatewayConnection>()
      subscribers.set(channelKey, set)
      set.add(connection)
      const keys = subscriptionsOf.get(connection) ?? new Set<string>()
      subscriptionsOf.set(connection, keys)
      keys.add(channelKey)
    },
    unsubscribe(channelKey, connection) {
      const set = subscribers.get(channelKey)
      set?.delete(connection)
      if (set?.size === 0) subscribers.delete(channelKey)
      subscriptionsOf.get(connection)?.delete(channelKey)
    },
    subscribersOf: (channelKey) => subscribers.get(channelKey) ?? NONE,
    *all() {
      for (const list of byUid.values()) yield* list
    },
    get size() {
      return size
    },
  }
}
