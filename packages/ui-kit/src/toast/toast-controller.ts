import { TOAST_DEFAULT_DURATION_MS } from '../constants.js'

export type ToastKind = 'text' | 'success' | 'fail' | 'loading'

export interface ToastState {
  /** Grows with every toast shown, so the host can restart its enter animation. */
  id: number
  kind: ToastKind
  message: string
  /** While true, a transparent layer blocks taps on the page (for loading toasts). */
  forbidClick: boolean
}

export interface ToastOptions {
  message: string
  kind?: ToastKind
  /** Milliseconds before it closes; 0 keeps it until closed. Default: shop-spec §9, 1200 ms (loading: 0). */
  duration?: number
  forbidClick?: boolean
}

export interface ToastHandle {
  /** Closes this toast if it is still the one shown. */
  close(): void
}

/** The timers the controller uses; injected so tests and other runtimes can supply their own. */
export interface ToastTimers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface ToastController {
  show(options: ToastOptions | string): ToastHandle
  success(message: string, duration?: number): ToastHandle
  fail(message: string, duration?: number): ToastHandle
  /** shop-spec §9: a loading toast has no auto-close; close it through the handle. */
  loading(message: string, options?: { forbidClick?: boolean }): ToastHandle
  /** Closes whatever toast is shown. */
  clear(): void
  getState(): ToastState | null
  subscribe(listener: () => void): () => void
}

export interface ToastControllerOptions {
  timers?: ToastTimers
  defaultDuration?: number
}

const globalTimers: ToastTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}

/**
 * One toast at a time (a new one replaces the shown one, as in native apps). Create one per app
 * and hand it to `<ToastProvider>`; code outside React (an HTTP error handler) may keep a
 * reference and call it too.
 */
export function createToastController(options: ToastControllerOptions = {}): ToastController {
  const timers = options.timers ?? globalTimers
  const defaultDuration = options.defaultDuration ?? TOAST_DEFAULT_DURATION_MS
  const listeners = new Set<() => void>()
  let state: ToastState | null = null
  let nextId = 1
  let timer: unknown = null

  const emit = () => {
    for (const listener of listeners) listener()
  }
  const stopTimer = () => {
    if (timer !== null) timers.clearTimeout(timer)
    timer = null
  }
  const closeId = (id: number) => {
    if (state?.id !== id) return
    stopTimer()
    state = null
    emit()
  }

  const show = (input: ToastOptions | string): ToastHandle => {
    const opts: ToastOptions = typeof input === 'string' ? { message: input } : input
    const kind = opts.kind ?? 'text'
    const duration = opts.duration ?? (kind === 'loading' ? 0 : defaultDuration)
    if (!Number.isFinite(duration) || duration < 0) {
      throw new RangeError(`toast duration must be a finite number >= 0, got ${duration}`)
    }
    stopTimer()
    const id = nextId++
    state = { id, kind, message: opts.message, forbidClick: opts.forbidClick ?? kind === 'loading' }
    if (duration > 0) timer = timers.setTimeout(() => closeId(id), duration)
    emit()
    return { close: () => closeId(id) }
  }

  return {
    show,
    success: (message, duration) =>
      show(duration === undefined ? { message, kind: 'success' } : { message, kind: 'success', duration }),
    fail: (message, duration) =>
      show(duration === undefined ? { message, kind: 'fail' } : { message, kind: 'fail', duration }),
    loading: (message, opts) =>
      show(
        opts?.forbidClick === undefined
          ? { message, kind: 'loading' }
          : { message, kind: 'loading', forbidClick: opts.forbidClick },
      ),
    clear: () => {
      if (state) closeId(state.id)
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
