import { type ReactNode, type RefObject, useId, useRef } from 'react'
import { cx } from '../internal/class-names.js'
import { useModalFocus } from '../internal/use-modal-focus.js'
import { Overlay } from '../overlay/overlay.js'
import { useKeyboardInset, type ViewportLike } from './use-keyboard-inset.js'

export interface SheetProps {
  open: boolean
  onClose: () => void
  title?: ReactNode
  /** Accessible name when there is no visible title. */
  ariaLabel?: string
  /** Label of the close button; no close button without it. */
  closeLabel?: string
  /** Content of the close button (an icon); the label is shown when absent. */
  closeIcon?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  /** A tap on the mask closes (default true). */
  closeOnOverlay?: boolean
  initialFocusRef?: RefObject<HTMLElement | null>
  /** The visual viewport to follow; window.visualViewport by default. */
  viewport?: ViewportLike | null
  container?: Element | null
  className?: string
}

/**
 * Bottom sheet: a modal dialog sliding from the bottom that lifts itself above the on-screen
 * keyboard (visualViewport) and keeps the home-indicator safe area free.
 */
export function Sheet(props: SheetProps) {
  const { open, container, closeOnOverlay = true, onClose } = props
  return (
    <Overlay
      open={open}
      container={container}
      kind="sheet"
      onMaskClick={closeOnOverlay ? onClose : undefined}
    >
      <SheetSurface {...props} />
    </Overlay>
  )
}

function SheetSurface({
  onClose,
  title,
  ariaLabel,
  closeLabel,
  closeIcon,
  children,
  footer,
  initialFocusRef,
  viewport,
  className,
}: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useModalFocus({ open: true, containerRef: panelRef, onEscape: onClose, initialFocusRef })
  const keyboardInset = useKeyboardInset(true, viewport)

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : ariaLabel}
      tabIndex={-1}
      className={cx('cm-sheet', className)}
      style={{ bottom: `${keyboardInset}px` }}
      data-keyboard-inset={keyboardInset}
    >
      {title || closeLabel ? (
        <div className="cm-sheet__header">
          {title ? (
            <h2 id={titleId} className="cm-sheet__title">
              {title}
            </h2>
          ) : null}
          {closeLabel ? (
            <button type="button" className="cm-sheet__close" aria-label={closeLabel} onClick={onClose}>
              {closeIcon ?? closeLabel}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="cm-sheet__body">{children}</div>
      {footer ? <div className="cm-sheet__footer">{footer}</div> : null}
    </div>
  )
}
