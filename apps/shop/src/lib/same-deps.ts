import type { DependencyList } from 'react'

/**
 * Effects run again when a page kept alive by <Activity> is shown again (shop-spec §2); data hooks
 * compare their dependencies with the ones they last loaded for, so a reveal does not refetch.
 */
export function sameDeps(a: DependencyList | null, b: DependencyList): boolean {
  return a !== null && a.length === b.length && a.every((value, i) => Object.is(value, b[i]))
}
