import { useCallback, useRef, useState } from 'react'

export interface SubmitOptions {
  /**
   * Called when the action fails. The api client has already shown the failure toast (shop-spec
   * §8), so most screens need nothing here; some close a dialog or reload.
   */
  onError?: (error: unknown) => void
}

export interface Submit<A extends unknown[]> {
  /** True while the action runs (the button's loading state). */
  busy: boolean
  /**
   * Runs the action, unless it is already running: a second tap while the first is pending is
   * ignored. Never rejects; a failure goes to `onError`. Resolves true when the action succeeded,
   * false when it failed or the call was ignored.
   */
  run: (...args: A) => Promise<boolean>
}

/**
 * A form's or a button's submit: one busy flag and a double-tap guard. The guard reads a ref, not
 * the rendered `busy`, so a callback created before the first tap (a dialog's confirm) still sees
 * the action running.
 */
export function useSubmit<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
  options: SubmitOptions = {},
): Submit<A> {
  const [busy, setBusy] = useState(false)
  const running = useRef(false)
  const latest = useRef({ action, options })
  latest.current = { action, options }

  const run = useCallback(async (...args: A) => {
    if (running.current) return false
    running.current = true
    setBusy(true)
    try {
      await latest.current.action(...args)
      return true
    } catch (error) {
      latest.current.options.onError?.(error)
      return false
    } finally {
      running.current = false
      setBusy(false)
    }
  }, [])
  return { busy, run }
}
