import type { ListStatus } from '@crossmart/ui-kit'
import { type DependencyList, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { sameDeps } from './same-deps'
import { ServicesContext } from './services'

export interface Page<T> {
  list: T[]
  total: number
  page: number
  limit: number
}

export interface PagedListState<T> {
  items: T[]
  /** 'initial' until the first page answers; 'initialError' if it failed (the screen shows retry). */
  phase: 'initial' | 'initialError' | 'ready'
  /** The List footer's state. */
  status: ListStatus
  error: unknown
  total: number
  loadMore: () => void
  refresh: () => Promise<void>
  retry: () => void
  /**
   * Changes the loaded items in place (an item removed, a flag set) without a reload; `total`
   * follows the difference in length.
   */
  update: (change: (items: T[]) => T[]) => void
}

/** More pages exist while fewer items than `total` are shown and the last page was full. */
export function hasMorePages(loaded: number, total: number, lastPageSize: number, limit: number): boolean {
  return loaded < total && lastPageSize >= limit
}

function firstPageStatus(answer: Page<unknown>): ListStatus {
  return hasMorePages(answer.list.length, answer.total, answer.list.length, answer.limit)
    ? 'idle'
    : 'finished'
}

/**
 * Infinite list over a paginated endpoint ({ list, total, page, limit }): first page on mount and
 * when `deps` change, next page on demand, pull-to-refresh from page 1, stale answers ignored.
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  deps: DependencyList,
): PagedListState<T> {
  const firstView = useContext(ServicesContext)?.firstView
  // Issue #26: the first page as the server answered it (lib/first-view/first-view.ts).
  const [first] = useState(() => firstView?.read(() => fetchPage(1))?.value)
  const [items, setItems] = useState<T[]>(first?.list ?? [])
  const [phase, setPhase] = useState<PagedListState<T>['phase']>(first ? 'ready' : 'initial')
  const [status, setStatus] = useState<ListStatus>(() => (first ? firstPageStatus(first) : 'loading'))
  const [error, setError] = useState<unknown>(undefined)
  const [total, setTotal] = useState(first?.total ?? 0)
  const nextPage = useRef(first ? 2 : 1)
  const generation = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(async (page: number, reset: boolean) => {
    const mine = ++generation.current
    setStatus('loading')
    try {
      const answer = await fetchRef.current(page)
      if (mine !== generation.current) return
      setItems((old) => (reset ? answer.list : [...old, ...answer.list]))
      setTotal(answer.total)
      nextPage.current = page + 1
      const loaded = (reset ? 0 : (page - 1) * answer.limit) + answer.list.length
      setStatus(hasMorePages(loaded, answer.total, answer.list.length, answer.limit) ? 'idle' : 'finished')
      setPhase('ready')
      setError(undefined)
    } catch (failure) {
      if (mine !== generation.current) return
      setError(failure)
      setStatus('error')
      setPhase((old) => (old === 'ready' && !reset ? 'ready' : 'initialError'))
    }
  }, [])

  const loadedFor = useRef<DependencyList | null>(first ? deps : null)
  useEffect(() => {
    // Shown again by <Activity>: same dependencies, keep the items and the scroll position.
    if (sameDeps(loadedFor.current, deps)) return
    loadedFor.current = deps
    setItems([])
    setPhase('initial')
    nextPage.current = 1
    void load(1, true)
  }, deps)

  const loadMore = useCallback(() => void load(nextPage.current, false), [load])
  const refresh = useCallback(() => load(1, true), [load])
  const retry = useCallback(() => {
    if (nextPage.current === 1) setPhase('initial')
    void load(nextPage.current, nextPage.current === 1)
  }, [load])
  // The rendered items, so an update computes its change once (a state updater may run twice).
  const itemsRef = useRef(items)
  itemsRef.current = items
  const update = useCallback((change: (items: T[]) => T[]) => {
    const old = itemsRef.current
    const next = change(old)
    itemsRef.current = next
    setItems(next)
    setTotal((count) => Math.max(0, count + next.length - old.length))
  }, [])
  return { items, phase, status, error, total, loadMore, refresh, retry, update }
}
