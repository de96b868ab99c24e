import { useAtomValue } from 'jotai'
import { useCallback, useEffect } from 'react'
import { useServices } from '../services'
import { tokenAtom } from '../session/session-atoms'
import { favouriteIdsAtom, loadFavouriteIds, setFavourite } from './favourite-ids'

/** Whether a product is a favourite (false for guests and until the ids are in), and the toggle. */
export function useFavourite(productId: number, initial?: boolean) {
  const { store, api } = useServices()
  const token = useAtomValue(tokenAtom)
  const ids = useAtomValue(favouriteIdsAtom)
  useEffect(() => {
    if (token !== null && store.get(favouriteIdsAtom) === null) void loadFavouriteIds(store, api)
  }, [token, store, api])
  const favourited = ids ? ids.has(productId) : (initial ?? false)
  const toggle = useCallback(
    () => setFavourite(store, api, productId, !favourited),
    [store, api, productId, favourited],
  )
  return { favourited, toggle }
}
