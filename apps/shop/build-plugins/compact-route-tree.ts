import type { Plugin } from 'vite'

/**
 * Every route definition sits in the initial chunk (the router matches against the whole tree), so
 * what the generated code repeats per route is paid 46 times on /home. Three parts of it are never
 * read at runtime, and this plugin drops them from the production build (0.6 KB gz on /home):
 * - `routeTree.gen.ts`'s `rootRouteChildren` object: the router keeps `Object.values` of it
 *   (router-core `_addFileChildren`), so its long keys (`RefundChar123IdChar125...Route`) only
 *   serve the types; it becomes an array of the same routes in the same order.
 * - `id` where it equals `path` (every route here): router-core `Route.init` uses `id ?? path`,
 *   and a leading slash is dropped either way (`cleanPath`), so the route ids do not change.
 * - the path argument of `createFileRoute('/bag')`: react-router ignores it (it only keys the
 *   generator and the types; the route's path comes from the tree's `update`).
 * The code arrives as JavaScript (after the TypeScript transform). Edits keep the line count, so
 * the source maps stay line-accurate. A routeTree.gen.ts without these shapes fails the build: a
 * generator change must not silently bring the bytes back.
 */
const ROUTE_TREE = /\/src\/routeTree\.gen\.ts$/
/** A route module itself; the router plugin's split screens carry a `?tsr-split` query. */
const ROUTE_MODULE = /\/src\/routes\/[^?]*\.tsx$/
const CHILDREN_OBJECT = /(const rootRouteChildren = )\{([^{}]*)\}/
const ID_EQUAL_TO_PATH = /\bid: ("[^"\n]*"),(\s*path: \1,)/g
const FILE_ROUTE_PATH = /\bcreateFileRoute\("[^"\n]*"\)/

export function compactRouteTree(): Plugin {
  return {
    name: 'crossmart:compact-route-tree',
    apply: 'build',
    transform(code, id) {
      if (ROUTE_MODULE.test(id)) {
        return FILE_ROUTE_PATH.test(code)
          ? { code: code.replace(FILE_ROUTE_PATH, 'createFileRoute()'), map: null }
          : null
      }
      if (!ROUTE_TREE.test(id)) return null
      const asArray = code.replace(
        CHILDREN_OBJECT,
        (_whole, head: string, body: string) => `${head}[${body}]`,
      )
      const compacted = asArray.replace(ID_EQUAL_TO_PATH, (_whole, _id: string, path: string) => path)
      if (asArray === code || compacted === asArray) {
        this.error('routeTree.gen.ts no longer has the shape compact-route-tree.ts expects')
      }
      return { code: compacted, map: null }
    },
  }
}
