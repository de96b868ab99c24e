import { type RefObject, useEffect, useRef } from 'react'
import { focusableWithin } from './focusable.js'

export interface ModalFocusOptions {
  open: boolean
  containerRef: RefObject<HTMLElement | null>
  /** Called on Escape; the owner decides whether that closes. */
  onEscape?: (() => void) | undefined
  /** Element to focus first; the first focusable element (or the container) otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined
}

/**
 * While `open`: moves focus into the container, keeps Tab and Shift+Tab inside it, and calls
 * `onEscape` on Escape. On close: gives focus back to whatever had it before opening.
 */
export function useModalFocus({ open, containerRef, onEscape, initialFocusRef }: ModalFocusOptions): void {
  // The latest callback without re-running the trap (which would steal focus again).
  const escapeRef = useRef(onEscape)
  escapeRef.current = onEscape

  useEffect(() => {
    if (!open) return
    const container = containerRef.current
    if (!container) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null

    const wanted = initialFocusRef?.current
    const usable = wanted && !wanted.matches(':disabled') ? wanted : null
    const first = usable ?? focusableWithin(container)[0] ?? container
    first.focus()

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (escapeRef.current) {
          event.stopPropagation()
          escapeRef.current()
        }
        return
      }
      if (event.key !== 'Tab') return
      const items = focusableWithin(container)
      if (items.length === 0) {
        event.preventDefault()
        container.focus()
        return
      }
      const head = items[0]!
      const tail = items[items.length - 1]!
      const active = document.activeElement
      if (event.shiftKey && (active === head || active === container)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (active === tail || active === container)) {
        event.preventDefault()
        head.focus()
      } else if (!(active instanceof Node) || !container.contains(active)) {
        event.preventDefault()
        head.focus()
      }
    }
    container.addEventListener('keydown', onKeyDown)
    return () => {
      container.removeEventListener('keydown', onKeyDown)
      // Only return focus if it is still inside (or lost); never yank it from where the user went.
      const active = document.activeElement
      if (previous?.isConnected && (!active || active === document.body || container.contains(active))) {
        previous.focus()
      }
    }
  }, [open, containerRef, initialFocusRef])
}
