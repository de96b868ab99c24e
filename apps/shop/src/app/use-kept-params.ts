import { useMatch } from '@tanstack/react-router'
import { useRef } from 'react'

/**
 * The parameters and search of a route for a page that may be hidden by the keep-alive outlet.
 * While the route is active they are the router's; while hidden, the last values seen (a hidden
 * page must neither throw nor refetch for another route's location).
 */
export function useKeptMatch<P, S>(routeId: string): { params: P; search: S; active: boolean } {
  // biome-ignore lint/suspicious/noExplicitAny: the route id is checked by the callers' Route.id
  const match = useMatch({ from: routeId as any, shouldThrow: false }) as { params: P; search: S } | undefined
  const last = useRef<{ params: P; search: S } | undefined>(match)
  if (match) last.current = { params: match.params, search: match.search }
  const value = last.current
  if (!value) throw new Error(`useKeptMatch: route ${routeId} has never been active`)
  return { params: value.params, search: value.search, active: match !== undefined }
}
