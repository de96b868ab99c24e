import { parseRequest, uploadGuestImage } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { FieldError } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { errorText, fieldErrors } from '../../lib/error-text'
import { useServices } from '../../lib/services'

/**
 * One picture of the application (the logo, the business document): chosen, checked with the
 * upload's own rules (type, size), uploaded as a guest and shown as a preview. `error` is the
 * form's message for the field (missing, refused by the server).
 */
export function PictureField({
  label,
  hint,
  value,
  error,
  onChange,
}: {
  label: string
  hint: string
  value: string
  error: string | undefined
  onChange(url: string): void
}) {
  const { t } = useMerchantStrings()
  const { api } = useServices()
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string | null>(null)
  const upload = async (file: File) => {
    const parsed = parseRequest(uploadGuestImage, { file })
    if (!parsed.ok) {
      setUploadError(fieldErrors(parsed.issues, t)['file'] ?? t('validation.imageRequired'))
      return
    }
    setUploadError(null)
    setUploading(true)
    try {
      const { url } = await api.call(uploadGuestImage, { file })
      onChange(url)
    } catch (failure) {
      setUploadError(errorText(failure, t))
    } finally {
      setUploading(false)
    }
  }
  const message = uploadError ?? error
  return (
    <div className="apply-picture">
      <label htmlFor={`${id}-file`}>{label}</label>
      <span className="muted small" id={`${id}-hint`}>
        {hint}
      </span>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={uploading}
        aria-invalid={Boolean(message)}
        aria-describedby={`${id}-hint ${id}-error`}
        onChange={(event) => {
          const file = event.target.files?.[0]
          if (file) void upload(file)
        }}
      />
      {uploading && (
        <span className="muted small" role="status">
          {t('merchants.uploading')}
        </span>
      )}
      <FieldError id={`${id}-error`} text={message} />
      {value !== '' && (
        <img className="apply-picture__preview" src={value} alt={t('merchants.preview', { label })} />
      )}
    </div>
  )
}
