import { useCallback, useEffect, useRef, useState } from 'react'

export type RequestState<T> =
  | { status: 'loading'; data: T | undefined }
  | { status: 'ok'; data: T }
  | { status: 'error'; data: T | undefined; error: unknown }

/**
 * Runs `load` when `key` changes and on `reload()`; an answer that arrives after a newer request
 * started is dropped, so a slow first page never replaces a fresh one.
 */
export function useRequest<T>(load: () => Promise<T>, key: string): RequestState<T> & { reload(): void } {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading', data: undefined })
  const [attempt, setAttempt] = useState(0)
  const loadRef = useRef(load)
  loadRef.current = load
  useEffect(() => {
    let current = true
    setState((old) => ({ status: 'loading', data: old.data }))
    loadRef.current().then(
      (data) => current && setState({ status: 'ok', data }),
      (error: unknown) => current && setState((old) => ({ status: 'error', data: old.data, error })),
    )
    return () => {
      current = false
    }
  }, [key, attempt])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
