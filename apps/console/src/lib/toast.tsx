import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** How long a result stays on screen (issue #29: money actions end with a toast saying what happened). */
export const TOAST_MS = 6_000

export type ToastTone = 'success' | 'error'
interface Toast {
  id: number
  text: string
  tone: ToastTone
}

const ToastContext = createContext<((text: string, tone?: ToastTone) => void) | null>(null)

/** Shows a short result message; the provider is the app's (conventions §11: toasts live in the app). */
export function useToast(): (text: string, tone?: ToastTone) => void {
  const show = useContext(ToastContext)
  if (!show) throw new Error('useToast outside ToastProvider')
  return show
}

/** Holds the session's toasts (per provider, no module state) and renders them in a polite live region. */
export function ToastProvider({
  children,
  timeoutMs = TOAST_MS,
}: {
  children: ReactNode
  timeoutMs?: number
}) {
  const { t } = useTranslation()
  const [toasts, setToasts] = useState<Toast[]>([])
  const next = useRef(1)
  const dismiss = useCallback(
    (id: number) => setToasts((list) => list.filter((toast) => toast.id !== id)),
    [],
  )
  const show = useCallback(
    (text: string, tone: ToastTone = 'success') => {
      const id = next.current++
      setToasts((list) => [...list, { id, text, tone }])
      setTimeout(() => dismiss(id), timeoutMs)
    },
    [dismiss, timeoutMs],
  )
  const value = useMemo(() => show, [show])
  return (
    <ToastContext.Provider value={value}>
      {children}
      <section className="toasts" aria-label={t('toast.region')} aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast toast--${toast.tone}`} role="status">
            <span>{toast.text}</span>
            <button type="button" className="link" onClick={() => dismiss(toast.id)}>
              {t('toast.dismiss')}
            </button>
          </div>
        ))}
      </section>
    </ToastContext.Provider>
  )
}
