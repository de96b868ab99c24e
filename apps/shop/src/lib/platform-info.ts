import { type ApiClient, contentPlatform, type EndpointResponse } from '@crossmart/api-client'
import { atom, type Store } from 'jotai'
import { useServices } from './services'
import { useRequest } from './use-request'

export type PlatformInfo = EndpointResponse<typeof contentPlatform>

/**
 * shop-spec §3: platform info is fetched once and cached, for this app start (the store is the
 * runtime's). A failed fetch is forgotten, so the next screen asks again.
 */
export const platformInfoAtom = atom<Promise<PlatformInfo> | null>(null)

export function loadPlatformInfo(store: Store, api: ApiClient): Promise<PlatformInfo> {
  const cached = store.get(platformInfoAtom)
  if (cached) return cached
  const request = api.call(contentPlatform)
  store.set(platformInfoAtom, request)
  request.catch(() => {
    if (store.get(platformInfoAtom) === request) store.set(platformInfoAtom, null)
  })
  return request
}

/** The platform info for a screen (loading, error with retry, data), from the cache when there. */
export function usePlatformInfo() {
  const { store, api } = useServices()
  return useRequest(() => loadPlatformInfo(store, api), [store, api])
}
