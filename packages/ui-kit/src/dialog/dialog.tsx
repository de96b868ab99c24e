import { type ReactNode, useId, useRef } from 'react'
import { cx } from '../internal/class-names.js'
import { useModalFocus } from '../internal/use-modal-focus.js'
import { Overlay } from '../overlay/overlay.js'

export interface DialogProps {
  open: boolean
  title?: ReactNode
  message?: ReactNode
  confirmText: string
  /** Without it the dialog is an alert with a single button. */
  cancelText?: string
  onConfirm: () => void
  /** Cancel button, Escape and a tap on the overlay (when `closeOnOverlay`). */
  onCancel?: () => void
  /** Disables the confirm button while the app works on the answer. */
  confirmBusy?: boolean
  closeOnOverlay?: boolean
  /** 'danger' paints the confirm button as destructive. */
  tone?: 'default' | 'danger'
  /** Where the dialog is rendered; document.body by default. */
  container?: Element | null
  className?: string
}

/**
 * Confirm dialog: role alertdialog, focus moves to the safest button (cancel if present) and is
 * trapped until close, then returns to the element that opened it; Escape cancels.
 */
export function Dialog(props: DialogProps) {
  const { open, container, closeOnOverlay, onCancel } = props
  return (
    <Overlay
      open={open}
      container={container}
      kind="dialog"
      onMaskClick={closeOnOverlay ? onCancel : undefined}
    >
      <DialogSurface {...props} />
    </Overlay>
  )
}

function DialogSurface({
  title,
  message,
  confirmText,
  cancelText,
  onConfirm,
  onCancel,
  confirmBusy,
  tone,
  className,
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const messageId = useId()
  const hasCancel = cancelText !== undefined
  useModalFocus({
    open: true,
    containerRef: panelRef,
    onEscape: onCancel,
    initialFocusRef: hasCancel ? cancelRef : confirmRef,
  })

  return (
    <div
      ref={panelRef}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={message ? messageId : undefined}
      tabIndex={-1}
      className={cx('cm-dialog', className)}
    >
      {title ? (
        <h2 id={titleId} className="cm-dialog__title">
          {title}
        </h2>
      ) : null}
      {message ? (
        <div id={messageId} className="cm-dialog__message">
          {message}
        </div>
      ) : null}
      <div className="cm-dialog__actions">
        {hasCancel ? (
          <button ref={cancelRef} type="button" className="cm-dialog__button" onClick={onCancel}>
            {cancelText}
          </button>
        ) : null}
        <button
          ref={confirmRef}
          type="button"
          className={cx('cm-dialog__button', 'cm-dialog__button--confirm', tone === 'danger' && 'is-danger')}
          onClick={onConfirm}
          disabled={confirmBusy}
          aria-busy={confirmBusy || undefined}
        >
          {confirmText}
        </button>
      </div>
    </div>
  )
}
