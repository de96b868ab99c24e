import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Issue #29: an action that moves money asks first, saying the amount and the account. A modal
 * alert dialog: the confirm button has focus, Escape or Cancel closes it without doing anything.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  tone = 'primary',
  pending = false,
  error = null,
  onConfirm,
  onCancel,
}: {
  title: string
  body: string
  confirmLabel: string
  tone?: 'primary' | 'danger'
  pending?: boolean
  error?: string | null
  onConfirm(): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const confirmRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    confirmRef.current?.focus()
  }, [])
  return (
    <div className="modal">
      <div
        className="modal__box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel()
        }}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-body`}>{body}</p>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="row modal__actions">
          <button type="button" onClick={onCancel} disabled={pending}>
            {t('moneyConfirm.cancel')}
          </button>
          <button ref={confirmRef} type="button" className={tone} onClick={onConfirm} disabled={pending}>
            {pending ? t('common.saving') : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  )
}
