import type { ApiClient } from '@crossmart/api-client'

/**
 * The first view's data (issue #26): what the screens' requests answered while the server rendered
 * the page, serialized into it so the browser hydrates the same markup without asking again.
 *
 * Generic, not per screen: `useRequest` and `usePagedList` hand their `load` to `read`, which runs it
 * with the api client in a capturing mode. The GET calls `load` makes synchronously name the entry
 * (`GET /api/index/index {}`), so any screen built on those hooks renders on the server without
 * special work. On the server (`record`) an entry not answered yet is fetched, and the renderer
 * renders again once it has settled; in the browser (`replay`) the calls are never sent, the entry is
 * read, and a load the server did not answer falls back to the screen's own request after mount.
 */
export type FirstViewData = Record<string, unknown>

export interface FirstView {
  /** The load's result from the first view, read synchronously during render; undefined: load it. */
  read<T>(load: () => Promise<T>): { value: T } | undefined
  /** The api client the screens use: its GETs made inside `read` are named (and, recording, shared). */
  wrap(api: ApiClient): ApiClient
  /** Server: whether a `read` started a request that has not settled. */
  hasPending(): boolean
  /** Server: waits for every started request (a failed one is left to the browser). */
  settle(): Promise<void>
  /** The answered entries, for the page. */
  dehydrate(): FirstViewData
  /** Browser: after the first navigation every screen loads its own data again. */
  close(): void
}

/** A promise that never settles: a replayed call must not reach the network. */
const NEVER = new Promise<never>(() => {})

export function firstViewKey(method: string, path: string, input: unknown): string {
  return `${method} ${path} ${JSON.stringify(input ?? {})}`
}

export function createFirstView(mode: 'record' | 'replay', data: FirstViewData = {}): FirstView {
  const entries = new Map<string, unknown>(Object.entries(data))
  const pending = new Map<string, Promise<void>>()
  /** Recording: entries whose request failed; the browser asks again (its toast, its retry). */
  const failed = new Set<string>()
  /** Recording: the raw calls already sent, so a render pass again does not send them twice. */
  const sent = new Map<string, Promise<unknown>>()
  let scope: string[] | null = null
  let closed = false

  return {
    read<T>(load: () => Promise<T>) {
      if (closed) return undefined
      const keys: string[] = []
      scope = keys
      let result: Promise<T> | undefined
      try {
        result = load()
      } catch {
        result = undefined
      } finally {
        scope = null
      }
      if (keys.length === 0) return undefined
      const key = keys.join(' | ')
      if (entries.has(key)) return { value: entries.get(key) as T }
      if (mode === 'record' && result && !pending.has(key) && !failed.has(key)) {
        pending.set(
          key,
          result.then(
            (value) => {
              entries.set(key, value)
            },
            () => {
              failed.add(key)
            },
          ),
        )
      }
      return undefined
    },
    wrap(api) {
      return {
        ...api,
        call: ((endpoint, ...args) => {
          if (scope === null || endpoint.method !== 'GET') return api.call(endpoint, ...args)
          const key = firstViewKey(endpoint.method, endpoint.path, args[0])
          scope.push(key)
          if (mode === 'replay') return NEVER
          let call = sent.get(key)
          if (!call) {
            call = api.call(endpoint, ...args)
            sent.set(key, call)
          }
          return call
        }) as ApiClient['call'],
      }
    },
    hasPending: () => [...pending.keys()].some((key) => !entries.has(key) && !failed.has(key)),
    async settle() {
      await Promise.all(pending.values())
    },
    dehydrate: () => Object.fromEntries(entries),
    close() {
      closed = true
      entries.clear()
    },
  }
}
