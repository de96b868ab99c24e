import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { useServices } from '../lib/services'
import type { FeatureNamespace } from './namespaces'

/**
 * A screen's strings: `t` of its first namespace (unprefixed keys, the core keys too through
 * fallbackNS) and of the others (`validation:rule`). The route's loader has normally loaded them
 * already (route-namespaces.ts); if not (a test rendering a screen, a language switch racing a
 * render), the screen suspends until they are there, so its Suspense fallback shows, never a key.
 */
export function useStrings<const Ns extends readonly [FeatureNamespace, ...FeatureNamespace[]]>(
  ...namespaces: Ns
) {
  const { strings } = useServices()
  const translation = useTranslation(namespaces)
  // `use` may run in a loop; each pending load is one stable promise until it settles.
  for (const namespace of namespaces) if (!strings.has(namespace)) use(strings.request(namespace))
  return translation
}
