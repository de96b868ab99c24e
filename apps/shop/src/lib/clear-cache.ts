import type { Store } from 'jotai'
import { platformInfoAtom } from './platform-info'

/** The browser caches the app may have filled (injected: tests pass fakes, old browsers have none). */
export interface BrowserCaches {
  cacheStorage?: Pick<CacheStorage, 'keys' | 'delete'> | undefined
  sessionStorage?: Pick<Storage, 'clear'> | undefined
}

/**
 * /setting "clear cache": forgets what the app keeps to avoid asking again (the platform info of
 * shop-spec §3, Cache Storage entries, this tab's session storage). The session (Admin-Token), the
 * language (Lang) and the appearance stay, as the confirmation says.
 */
export async function clearAppCache(store: Store, caches: BrowserCaches): Promise<void> {
  store.set(platformInfoAtom, null)
  caches.sessionStorage?.clear()
  const storage = caches.cacheStorage
  if (!storage) return
  const names = await storage.keys()
  await Promise.all(names.map((name) => storage.delete(name)))
}

/** The caches of this browser window. */
export function browserCaches(): BrowserCaches {
  if (typeof window === 'undefined') return {}
  return {
    cacheStorage: 'caches' in window ? window.caches : undefined,
    sessionStorage: window.sessionStorage,
  }
}
