import { describe, expect, it } from 'vitest'
import * as api from '../index.js'
import { type Endpoint, type LazyEndpoint, lazyEndpoint } from './define-endpoint.js'
import { userLogoutRoute } from './first-view-routes.js'

// Each lazy endpoint of a first view stands for one endpoint of the contract: the same route
// (what the first view's data is keyed by, and what the server registers) and, once loaded,
// the very definition the server validates with.
const pairs: [string, LazyEndpoint, Endpoint][] = [
  ['indexIndex', api.lazyIndexIndex, api.indexIndex],
  ['indexHotProduct', api.lazyIndexHotProduct, api.indexHotProduct],
  ['userGetUserInfo', api.lazyUserGetUserInfo, api.userGetUserInfo],
  ['userLogout', api.lazyUserLogout, api.userLogout],
  ['favouriteIds', api.lazyFavouriteIds, api.favouriteIds],
]

describe('first-view endpoints (lazy)', () => {
  it.each(pairs)(
    '%s: has its route before loading and loads the contract endpoint',
    async (_name, lazy, endpoint) => {
      const { method, path, auth, encoding, summary } = endpoint
      expect(lazy).toEqual({ method, path, auth, encoding, summary, load: expect.any(Function) })
      expect(api.isLazyEndpoint(lazy)).toBe(true)
      expect(api.isLazyEndpoint(endpoint)).toBe(false)
      await expect(lazy.load()).resolves.toBe(endpoint)
    },
  )

  it('covers every lazy endpoint the package exports', () => {
    const exported = Object.entries(api).filter(
      ([, value]) => typeof value === 'object' && value !== null && api.isLazyEndpoint(value as never),
    )
    expect(exported.map(([name]) => name).sort()).toEqual(
      pairs.map(([name]) => `lazy${name[0]?.toUpperCase()}${name.slice(1)}`).sort(),
    )
  })

  it('refuses, in its types, a route that names another endpoint than the one it loads', () => {
    // @ts-expect-error: the logout route with /home's endpoint (typecheck fails without the error)
    const mismatched = lazyEndpoint(userLogoutRoute, () => Promise.resolve(api.indexIndex))
    expect(mismatched.path).toBe('/api/user/logout')
  })
})
