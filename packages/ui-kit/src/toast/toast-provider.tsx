import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react'
import { cx } from '../internal/class-names.js'
import { createToastController, type ToastController, type ToastState } from './toast-controller.js'

const ToastContext = /*#__PURE__*/ createContext<ToastController | null>(null)

export interface ToastProviderProps {
  /** A controller made with `createToastController()`; one is created for this provider otherwise. */
  controller?: ToastController
  children?: ReactNode
}

/** Holds the toast state for the tree below; render a `<ToastHost>` somewhere inside it. */
export function ToastProvider({ controller, children }: ToastProviderProps) {
  const [own] = useState(() => controller ?? createToastController())
  return <ToastContext value={controller ?? own}>{children}</ToastContext>
}

/** The toast controller of the nearest `<ToastProvider>`. */
export function useToast(): ToastController {
  const controller = useContext(ToastContext)
  if (!controller) throw new Error('useToast() needs a <ToastProvider> above it')
  return controller
}

function useToastState(controller: ToastController): ToastState | null {
  return useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
}

export interface ToastHostProps {
  /** Icons per kind, e.g. a check mark for success; the loading kind shows a spinner icon if given. */
  icons?: Partial<Record<ToastState['kind'], ReactNode>>
  className?: string
}

/** Renders the current toast of the nearest provider, centred over the page. */
export function ToastHost({ icons, className }: ToastHostProps) {
  const state = useToastState(useToast())
  // The live region stays mounted so screen readers announce each new message.
  return (
    <div className={cx('cm-toast-host', className)}>
      {state?.forbidClick ? <div className="cm-toast-blocker" data-testid="cm-toast-blocker" /> : null}
      <div
        role={state?.kind === 'fail' ? 'alert' : 'status'}
        aria-live={state?.kind === 'fail' ? 'assertive' : 'polite'}
        aria-busy={state?.kind === 'loading' ? true : undefined}
        className="cm-toast-region"
      >
        {state ? (
          <div key={state.id} className={cx('cm-toast', `cm-toast--${state.kind}`)} data-kind={state.kind}>
            {icons?.[state.kind] ? (
              <span className="cm-toast__icon" aria-hidden="true">
                {icons[state.kind]}
              </span>
            ) : null}
            <span className="cm-toast__message">{state.message}</span>
          </div>
        ) : null}
      </div>
    </div>
  )
}
