import { uploadImage } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'

/**
 * A picture through the upload call (the same flow as the products' pictures): the chosen file is
 * uploaded at once and the field holds the url the server handed back, which is all a save sends.
 */
export function PictureField({
  label,
  uploadLabel,
  emptyText,
  value,
  onChange,
  error,
  removable = false,
  previewSize = 64,
}: {
  label: string
  uploadLabel: string
  emptyText: string
  value: string
  onChange(url: string): void
  error?: string | undefined
  removable?: boolean
  previewSize?: number
}) {
  const { t } = useTranslation()
  const { api } = useServices()
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const upload = async (file: File) => {
    setUploading(true)
    setFailure(null)
    try {
      const { url } = await api.call(uploadImage, { file })
      onChange(url)
    } catch (caught) {
      setFailure(errorText(caught, t))
    } finally {
      setUploading(false)
    }
  }
  return (
    <fieldset className="picture-field">
      <legend>{label}</legend>
      {value ? (
        <img
          src={value}
          alt={label}
          width={previewSize}
          height={previewSize}
          className="picture-field__preview"
        />
      ) : (
        <p className="muted small">{emptyText}</p>
      )}
      <label htmlFor={`${id}-file`}>{uploading ? t('catalogue.uploading') : uploadLabel}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        disabled={uploading}
        aria-describedby={error || failure ? `${id}-error` : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void upload(file)
        }}
      />
      {removable && value && (
        <button type="button" onClick={() => onChange('')}>
          {t('catalogue.removeIcon')}
        </button>
      )}
      <FieldError id={`${id}-error`} text={failure ?? error} />
    </fieldset>
  )
}
