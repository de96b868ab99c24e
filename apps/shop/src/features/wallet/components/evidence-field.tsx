import { parseRequest, UPLOAD_IMAGE_TYPES, uploadImage } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useSubmit } from '../../../lib/use-submit'
import { useFieldErrorText } from '../hooks/use-field-error-text'
import type { FieldError } from '../state/wallet-rules'

export interface EvidenceFieldProps {
  /** The uploaded image's URL ('' until one is uploaded). */
  value: string
  onChange: (url: string) => void
  error: FieldError | undefined
  /** Tells the form an upload runs (no submit meanwhile). */
  onBusyChange: (busy: boolean) => void
}

/**
 * shop-spec §3/§5 Recharge: the payment evidence image, uploaded through the image upload; the
 * form sends its URL. The contract's checks (type, size) run before anything is sent.
 */
export function EvidenceField({ value, onChange, error, onBusyChange }: EvidenceFieldProps) {
  const { t } = useStrings('wallet', 'validation')
  const api = useApi()
  const errorText = useFieldErrorText()
  const inputId = useId()
  const upload = useSubmit(async (file: File) => {
    onBusyChange(true)
    try {
      const uploaded = await api.upload(file)
      onChange(uploaded.url)
    } finally {
      // A failure: the api client showed the toast (shop-spec §8); the previous image stays.
      onBusyChange(false)
    }
  })
  const busy = upload.busy
  const [fileError, setFileError] = useState<FieldError | undefined>(undefined)

  const choose = async (file: File | undefined) => {
    if (!file) return
    const checked = parseRequest(uploadImage, { file })
    if (!checked.ok) {
      setFileError({ kind: 'rule', key: checked.issues[0]?.messageKey ?? 'validation.imageRequired' })
      return
    }
    setFileError(undefined)
    await upload.run(file)
  }

  const shown = fileError ?? error
  const errorId = `${inputId}-error`
  return (
    <div className={shown ? 'cm-field wallet-evidence is-invalid' : 'cm-field wallet-evidence'}>
      <span className="cm-field__label">{t('recharge.evidence')}</span>
      <p className="cm-field__hint">{t('recharge.evidenceHint')}</p>
      {value ? (
        <img src={value} alt={t('recharge.evidencePreview')} className="wallet-evidence__preview" />
      ) : null}
      <label htmlFor={inputId} className={busy ? 'wallet-evidence__pick is-busy' : 'wallet-evidence__pick'}>
        {busy ? t('recharge.uploading') : value ? t('recharge.changeImage') : t('recharge.chooseImage')}
      </label>
      <input
        id={inputId}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        className="wallet-evidence__input"
        disabled={busy}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? errorId : undefined}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          // The same file can be chosen again after a failure.
          event.currentTarget.value = ''
          void choose(file)
        }}
      />
      {shown ? (
        <p id={errorId} className="cm-field__error" role="alert">
          {errorText(shown)}
        </p>
      ) : null}
    </div>
  )
}
