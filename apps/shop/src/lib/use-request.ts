import { type DependencyList, useCallback, useContext, useEffect, useRef, useState } from 'react'
import { sameDeps } from './same-deps'
import { ServicesContext } from './services'

export type RequestState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown }

export type RequestResult<T> = RequestState<T> & {
  /** Loads again (keeps showing the current data until the answer arrives). */
  reload: () => Promise<void>
  /** Replaces the data locally (e.g. after a follow). */
  setData: (update: (data: T) => T) => void
}

const LOADING = { status: 'loading', data: undefined, error: undefined } as const

/**
 * One request tied to a screen: loads when `deps` change (not when a kept-alive page is shown
 * again), ignores answers that arrive after a newer request started, and reports errors as state (the api client has
 * already shown the failure toast, shop-spec §8).
 */
export function useRequest<T>(load: () => Promise<T>, deps: DependencyList): RequestResult<T> {
  const firstView = useContext(ServicesContext)?.firstView
  // Issue #26: the server's answer when the page was rendered there (lib/first-view/first-view.ts).
  const [initial] = useState(() => firstView?.read(load))
  const [state, setState] = useState<RequestState<T>>(() =>
    initial ? { status: 'success', data: initial.value, error: undefined } : LOADING,
  )
  const generation = useRef(0)
  const loadRef = useRef(load)
  loadRef.current = load

  const run = useCallback(async (showLoading: boolean) => {
    generation.current += 1
    const mine = generation.current
    if (showLoading) setState(LOADING)
    try {
      const data = await loadRef.current()
      if (mine === generation.current) setState({ status: 'success', data, error: undefined })
    } catch (error) {
      if (mine === generation.current) setState({ status: 'error', data: undefined, error })
    }
  }, [])

  const loadedFor = useRef<DependencyList | null>(initial ? deps : null)
  useEffect(() => {
    // Shown again by <Activity>: same dependencies, keep the data (an answer in flight still lands).
    if (sameDeps(loadedFor.current, deps)) return
    loadedFor.current = deps
    void run(true)
  }, deps)

  const reload = useCallback(() => run(false), [run])
  const setData = useCallback((update: (data: T) => T) => {
    setState((old) => (old.status === 'success' ? { ...old, data: update(old.data) } : old))
  }, [])
  return { ...state, reload, setData }
}
