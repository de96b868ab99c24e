import type { NamespaceLoader } from './namespace-loader'
import { type FeatureNamespace, TITLES_NAMESPACE } from './namespaces'

/**
 * A route's `loader` that loads the namespaces its screen uses: the router keeps the previous page
 * (and the progress bar) until they are in memory, as it does for the route's code, so a screen
 * never renders a raw key. The loader stays in the route tree (TanStack does not split loaders),
 * so the strings load in parallel with the screen's chunk. Every route but /home has one: the page
 * titles (`titles`) load with them.
 */
export function routeNamespaces(...namespaces: readonly FeatureNamespace[]) {
  return ({ context }: { context: { services: { strings: NamespaceLoader } } }) =>
    context.services.strings.load([TITLES_NAMESPACE, ...namespaces])
}
