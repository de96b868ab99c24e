/**
 * Tabs of one simulated browser for tests of `sharedTabsPlugin()` (README "One socket for all
 * tabs"): a lock manager with the queueing of the Web Locks API (the next waiting request gets the
 * lock when its holder releases it) and broadcast channels that deliver to every other channel of
 * the same name, asynchronously and as structured clones, as `BroadcastChannel` does.
 */

import type { TabBus, TabLocks } from '../tabs/shared-tabs-plugin.js'

/** Locks and broadcast channels shared by the simulated tabs of one browser. */
export interface TabNetwork {
  readonly locks: TabLocks
  openBus(name: string): TabBus
  /** Who holds each lock now (its request order number, from 1), for assertions. */
  holder(name: string): number | undefined
}

interface Waiting {
  readonly id: number
  readonly grant: () => void
}

/** A new simulated browser: pass `locks` and `openBus` to each tab's `sharedTabsPlugin()`. */
export function createTabNetwork(): TabNetwork {
  const held = new Map<string, number>()
  const queues = new Map<string, Waiting[]>()
  const channels = new Map<string, Set<(data: unknown) => void>>()
  let requests = 0

  function next(name: string): void {
    const waiting = queues.get(name)?.shift()
    if (waiting === undefined) {
      held.delete(name)
      return
    }
    held.set(name, waiting.id)
    waiting.grant()
  }

  return {
    locks: {
      request(name, callback) {
        requests += 1
        const id = requests
        return new Promise<void>((resolve) => {
          const grant = (): void => {
            void callback()
              .catch(() => undefined)
              .then(() => {
                resolve()
                next(name)
              })
          }
          const queue = queues.get(name) ?? []
          queues.set(name, queue)
          queue.push({ id, grant })
          if (!held.has(name)) next(name)
        })
      },
    },
    openBus(name) {
      const listeners = new Set<(event: { readonly data: unknown }) => void>()
      const members = channels.get(name) ?? new Set()
      channels.set(name, members)
      const deliver = (data: unknown): void => {
        for (const listener of listeners) listener({ data: structuredClone(data) })
      }
      members.add(deliver)
      return {
        postMessage(data) {
          for (const member of members) {
            if (member !== deliver) setTimeout(() => member(data), 0)
          }
        },
        addEventListener(_type, listener) {
          listeners.add(listener)
        },
        close() {
          members.delete(deliver)
          listeners.clear()
        },
      }
    },
    holder: (name) => held.get(name),
  }
}
