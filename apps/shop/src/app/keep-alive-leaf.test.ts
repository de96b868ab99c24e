import { rootRouteId } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { leafOf } from './keep-alive-leaf'

const root = { routeId: rootRouteId, pathname: '/', search: {} }
const home = { routeId: '/home', pathname: '/home', search: {} }

describe('leafOf', () => {
  it('names the deepest match, kept alive unless its route says otherwise', () => {
    expect(leafOf([root, home])).toEqual({
      routeId: '/home',
      pathname: '/home',
      href: '/home?{}',
      keepAlive: true,
    })
    const detail = {
      routeId: '/detail/{-$product}/{-$mer}',
      pathname: '/detail/7/1',
      search: {},
      staticData: { keepAlive: false },
    }
    expect(leafOf([root, detail])).toMatchObject({ pathname: '/detail/7/1', keepAlive: false })
  })

  it('a new search on the same page is a new href, the same search is not', () => {
    const search = (keyword: string) => ({ routeId: '/search', pathname: '/search', search: { keyword } })
    expect(leafOf([root, search('tea')]).href).not.toBe(leafOf([root, search('rice')]).href)
    expect(leafOf([root, search('tea')]).href).toBe(leafOf([root, search('tea')]).href)
  })

  it('only the root matched: the not-found page, never kept', () => {
    expect(leafOf([root])).toMatchObject({ routeId: rootRouteId, keepAlive: false })
    expect(leafOf([])).toMatchObject({ routeId: rootRouteId, keepAlive: false })
  })
})
