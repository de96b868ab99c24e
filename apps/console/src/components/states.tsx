import { useTranslation } from 'react-i18next'
import { errorText, isRetryable } from '../lib/error-text'

export function Loading() {
  const { t } = useTranslation()
  return (
    <p className="state" role="status">
      {t('common.loading')}
    </p>
  )
}

export function Empty({ text }: { text: string }) {
  return <p className="state state--empty">{text}</p>
}

export function Failed({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation()
  return (
    <div className="state state--error" role="alert">
      <p>{errorText(error, t)}</p>
      {isRetryable(error) && (
        <button type="button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}

/** A form field's inline message. */
export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <span className="field-error" id={id} role="alert">
      {text}
    </span>
  )
}
