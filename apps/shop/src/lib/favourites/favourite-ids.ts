import { type ApiClient, lazyFavouriteIds } from '@crossmart/api-client'
import { atom, type Store } from 'jotai'
import { tokenAtom } from '../session/session-atoms'

/**
 * The shopper's favourite product ids, for the hearts on product cards and product detail: loaded
 * once per session (null until then, and again after logout), then kept by every toggle.
 */
export const favouriteIdsAtom = atom<ReadonlySet<number> | null>(null)

/** Loaded with the first tap on a heart (a chunk of its own). */
const loadFavouriteCalls = () => import('./favourite-calls')

const loadingAtom = atom<Promise<void> | null>(null)

/** Loads the ids once per session (concurrent callers share the request). */
export function loadFavouriteIds(store: Store, api: ApiClient): Promise<void> {
  const pending = store.get(loadingAtom)
  if (pending) return pending
  const request = api.call(lazyFavouriteIds).then(
    ({ ids }) => {
      if (store.get(tokenAtom) !== null) store.set(favouriteIdsAtom, new Set(ids))
    },
    () => {
      // Not fatal: cards show empty hearts; the next screen asks again.
      store.set(loadingAtom, null)
    },
  )
  store.set(loadingAtom, request)
  return request
}

/** Forgets the ids (logout, another user). */
export function clearFavouriteIds(store: Store): void {
  store.set(favouriteIdsAtom, null)
  store.set(loadingAtom, null)
}

/** Adds or removes a favourite and records the server's answer; resolves to the new state. */
export async function setFavourite(
  store: Store,
  api: ApiClient,
  productId: number,
  on: boolean,
): Promise<boolean> {
  const { sendFavourite } = await loadFavouriteCalls()
  const answer = await sendFavourite(api, productId, on)
  const current = store.get(favouriteIdsAtom)
  if (current) {
    const next = new Set(current)
    if (answer.favourited) next.add(productId)
    else next.delete(productId)
    store.set(favouriteIdsAtom, next)
  }
  return answer.favourited
}
