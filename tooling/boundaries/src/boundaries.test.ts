import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runBoundaryCheck } from './run-boundary-check.js'

/** A small repository laid out like ours: every file is `path -> source`. */
type Tree = Record<string, string>

const CLEAN_TREE: Tree = {
  'apps/shop/src/lib/format-date.ts': 'export const formatDate = (at: number) => String(at)\n',
  'apps/shop/src/components/price.tsx':
    "import { formatDate } from '../lib/format-date'\nexport const Price = () => formatDate(1)\n",
  'apps/shop/src/features/cart/cart-screen.tsx':
    "import { Price } from '../../components/price'\nexport const CartScreen = () => Price()\n",
  'apps/shop/src/features/orders/orders-screen.tsx':
    "import { formatDate } from '../../lib/format-date'\nexport const OrdersScreen = () => formatDate(2)\n",
  'apps/shop/src/app/router.tsx':
    "import { CartScreen } from '../features/cart/cart-screen'\nimport { OrdersScreen } from '../features/orders/orders-screen'\nexport const routes = [CartScreen, OrdersScreen]\n",
  'apps/shop/src/routes/bag.tsx':
    "import { CartScreen } from '../features/cart/cart-screen'\nexport const Route = CartScreen\n",
  // The console (apps/console) has the same layers as the shop.
  'apps/console/src/lib/format.ts': 'export const formatCents = (c: number) => String(c / 100)\n',
  'apps/console/src/features/inbox/inbox-screen.tsx':
    "import { formatCents } from '../../lib/format'\nexport const InboxScreen = () => formatCents(1)\n",
  'apps/console/src/features/orders/orders-screen.tsx':
    "import { formatCents } from '../../lib/format'\nexport const OrdersScreen = () => formatCents(2)\n",
  'apps/console/src/app/router.tsx':
    "import { InboxScreen } from '../features/inbox/inbox-screen'\nexport const routes = [InboxScreen]\n",
  'packages/im-sdk/src/index.ts':
    "import type { Model } from './model'\nexport const make = (): Model => ({ id: 1 })\n",
  'packages/im-sdk/src/model.ts': 'export interface Model { id: number }\n',
}

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
})

/** Symbolic links as pnpm makes them for `workspace:*`: `link path -> target` (relative to the link). */
type Links = Record<string, string>

function plant(tree: Tree, links: Links = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'))
  roots.push(root)
  for (const [path, source] of Object.entries(tree)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), source)
  }
  for (const [link, target] of Object.entries(links)) {
    mkdirSync(dirname(join(root, link)), { recursive: true })
    symlinkSync(target, join(root, link), 'dir')
  }
  return root
}

function check(tree: Tree, links: Links = {}) {
  return runBoundaryCheck(plant(tree, links), ['apps', 'packages'])
}

/**
 * Two built packages linked into each other's node_modules, as a fresh `pnpm install && pnpm build`
 * leaves them: a bare `@crossmart/<name>` import resolves through the link into the other package's
 * dist/, which the check must still see as an edge to that package.
 */
const BUILT_PACKAGES: Tree = {
  'packages/api-client/package.json': JSON.stringify({
    name: '@crossmart/api-client',
    type: 'module',
    exports: { '.': { import: { types: './dist/index.d.ts', default: './dist/index.js' } } },
  }),
  'packages/api-client/src/index.ts': 'export const client = 1\n',
  'packages/api-client/dist/index.js': 'export const client = 1\n',
  'packages/api-client/dist/index.d.ts': 'export declare const client: number\n',
  'packages/ui-kit/package.json': JSON.stringify({ name: '@crossmart/ui-kit', type: 'module' }),
  'packages/ui-kit/src/index.ts': 'export const button = 1\n',
}
const BUILT_PACKAGE_LINKS: Links = {
  'packages/ui-kit/node_modules/@crossmart/api-client': '../../../api-client',
}

describe('boundary check', () => {
  it('passes a tree whose imports flow shared -> features -> app', () => {
    expect(check(CLEAN_TREE)).toEqual({ errors: 0, brokenRules: [] })
  })

  it('passes built packages linked into each other that do not import each other', () => {
    expect(check({ ...CLEAN_TREE, ...BUILT_PACKAGES }, BUILT_PACKAGE_LINKS)).toEqual({
      errors: 0,
      brokenRules: [],
    })
  })

  it('fails on a bare import of another package that resolves into its dist/', () => {
    const report = check(
      {
        ...CLEAN_TREE,
        ...BUILT_PACKAGES,
        'packages/ui-kit/src/uses-client.ts':
          "import { client } from '@crossmart/api-client'\nexport const c = client\n",
      },
      BUILT_PACKAGE_LINKS,
    )
    expect(report.brokenRules).toEqual(['no-package-imports-other-package'])
  })

  it('fails on a bare import of another package before it is built (the name does not resolve)', () => {
    const {
      'packages/api-client/dist/index.js': _js,
      'packages/api-client/dist/index.d.ts': _dts,
      ...unbuilt
    } = BUILT_PACKAGES
    const report = check(
      {
        ...CLEAN_TREE,
        ...unbuilt,
        'packages/ui-kit/src/uses-client.ts':
          "import { client } from '@crossmart/api-client'\nexport const c = client\n",
      },
      BUILT_PACKAGE_LINKS,
    )
    expect(report.brokenRules).toEqual(['no-package-imports-other-package'])
  })

  it.each([
    {
      violation: 'a feature importing another feature',
      rule: 'no-feature-imports-other-feature',
      planted: {
        'apps/shop/src/features/orders/orders-screen.tsx':
          "import { CartScreen } from '../cart/cart-screen'\nexport const OrdersScreen = () => CartScreen()\n",
      },
    },
    {
      violation: 'a feature importing the app shell',
      rule: 'no-feature-imports-app',
      planted: {
        'apps/shop/src/features/cart/uses-app.ts':
          "import { routes } from '../../app/router'\nexport const count = routes.length\n",
      },
    },
    {
      violation: 'a feature importing a route',
      rule: 'no-feature-imports-app',
      planted: {
        'apps/shop/src/features/cart/uses-route.ts':
          "import { Route } from '../../routes/bag'\nexport const route = Route\n",
      },
    },
    {
      violation: 'shared code importing a feature',
      rule: 'no-shared-imports-feature-or-app',
      planted: {
        'apps/shop/src/lib/uses-feature.ts':
          "import { CartScreen } from '../features/cart/cart-screen'\nexport const screen = CartScreen\n",
      },
    },
    {
      violation: 'a console feature importing another console feature',
      rule: 'no-feature-imports-other-feature',
      planted: {
        'apps/console/src/features/orders/orders-screen.tsx':
          "import { InboxScreen } from '../inbox/inbox-screen'\nexport const OrdersScreen = () => InboxScreen()\n",
      },
    },
    {
      violation: "the console's shared code importing its app shell",
      rule: 'no-shared-imports-feature-or-app',
      planted: {
        'apps/console/src/lib/uses-app.ts':
          "import { routes } from '../app/router'\nexport const n = routes.length\n",
      },
    },
    {
      violation: 'the console importing the shop',
      rule: 'no-app-imports-other-app',
      planted: {
        'apps/console/src/lib/uses-shop.ts':
          "import { formatDate } from '../../../shop/src/lib/format-date'\nexport const f = formatDate\n",
      },
    },
    {
      violation: "the server's config importing a feature for a default",
      rule: 'server-config-knows-no-feature',
      planted: {
        'apps/server/src/features/orders/order-rules.ts': 'export const DAYS = 10\n',
        'apps/server/src/config/config.ts':
          "import { DAYS } from '../features/orders/order-rules'\nexport const config = { days: DAYS }\n",
      },
    },
    {
      violation: 'an import cycle made only of type imports',
      rule: 'no-circular',
      planted: {
        'packages/im-sdk/src/model.ts':
          "import type { make } from './index'\nexport interface Model { id: number; maker?: typeof make }\n",
      },
    },
    {
      violation: 'a package importing an app',
      rule: 'no-package-imports-app',
      planted: {
        'packages/im-sdk/src/uses-app.ts':
          "import { formatDate } from '../../../apps/shop/src/lib/format-date'\nexport const f = formatDate\n",
      },
    },
    {
      violation: "an app reaching into a package's src/",
      rule: 'no-reach-into-package-src',
      planted: {
        'apps/shop/src/lib/uses-sdk-src.ts':
          "import { make } from '../../../../packages/im-sdk/src/index'\nexport const m = make\n",
      },
    },
  ])('fails on $violation', ({ rule, planted }) => {
    const report = check({ ...CLEAN_TREE, ...planted })
    expect(report.errors).toBeGreaterThan(0)
    expect(report.brokenRules).toContain(rule)
  })
})
