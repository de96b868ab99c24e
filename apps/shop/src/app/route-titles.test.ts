import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../i18n/languages'
import { routeTitleKey } from '../lib/route-meta'
import { routeTree } from '../routeTree.gen'
import { STRINGS } from '../test-support/all-strings'
import type { RouterContext } from './router-context'

/** Every route of the app with its full path (the router computes it; nothing is loaded). */
function appRoutes() {
  const router = createRouter({ routeTree, history: createMemoryHistory(), context: {} as RouterContext })
  return Object.values(router.routesById).filter((route) => !route.isRoot)
}

describe('routeTitleKey', () => {
  it('is title.<first path segment> unless the route names one', () => {
    expect(routeTitleKey({ fullPath: '/bag' })).toBe('title.bag')
    expect(routeTitleKey({ fullPath: '/detail/{-$product}/{-$mer}' })).toBe('title.detail')
    expect(routeTitleKey({ fullPath: '/', staticData: { titleKey: 'title.home' } })).toBe('title.home')
  })

  it('gives every route a title in every language (shop-spec §2)', () => {
    const routes = appRoutes()
    expect(routes.length).toBeGreaterThan(40)
    for (const language of LANGUAGES) {
      const titles: Record<string, unknown> = {
        ...STRINGS[language].core.title,
        ...STRINGS[language].titles.title,
      }
      const missing = routes
        .map((route) => routeTitleKey({ fullPath: route.fullPath, staticData: route.options.staticData }))
        .filter((key) => typeof titles[key.slice('title.'.length)] !== 'string')
      expect({ language, missing }).toEqual({ language, missing: [] })
    }
  })
})
