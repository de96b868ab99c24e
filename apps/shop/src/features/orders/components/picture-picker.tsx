import { UPLOAD_IMAGE_TYPES } from '@crossmart/api-client'
import { type ChangeEvent, useId } from 'react'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import type { PictureUploads } from '../hooks/use-picture-uploads'

export interface PicturePickerProps {
  label: string
  uploads: PictureUploads
  max: number
  /** Validation message (e.g. proof required). */
  error?: string | undefined
  disabled?: boolean
  /** Issue #46: the form does not need a picture here; the label says so. */
  optional?: boolean
}

/** Chosen pictures with their upload progress, removal and retry, and an add button up to `max`. */
export function PicturePicker({
  label,
  uploads,
  max,
  error,
  disabled,
  optional = false,
}: PicturePickerProps) {
  const { t } = useStrings('orders')
  const inputId = useId()
  const errorId = `${inputId}-error`
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? [])
    // The same file may be chosen again after a removal.
    event.currentTarget.value = ''
    uploads.add(files)
  }
  return (
    <fieldset className="pictures" aria-describedby={error ? errorId : undefined}>
      <legend className="cm-field__label">{optional ? t('upload.optional', { label }) : label}</legend>
      <ul className="pictures__list">
        {uploads.pictures.map((picture, index) => (
          <li key={picture.key} className={`pictures__item is-${picture.state.status}`}>
            {picture.state.status === 'done' ? (
              <img src={picture.state.url} alt={`${index + 1}`} className="pictures__thumb" />
            ) : (
              <span className="pictures__thumb pictures__thumb--blank" aria-hidden="true" />
            )}
            {picture.state.status === 'uploading' ? (
              <span
                className="pictures__progress"
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(picture.state.progress * 100)}
              >
                {t('upload.uploading', { percent: Math.round(picture.state.progress * 100) })}
              </span>
            ) : null}
            {picture.state.status === 'error' ? (
              <button type="button" className="pictures__retry" onClick={() => uploads.retry(picture.key)}>
                {t('upload.retry')}
              </button>
            ) : null}
            <button
              type="button"
              className="pictures__remove"
              aria-label={t('upload.remove')}
              onClick={() => uploads.remove(picture.key)}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
        {uploads.pictures.length < max ? (
          <li className="pictures__item">
            <label htmlFor={inputId} className="pictures__add">
              {t('upload.add')}
            </label>
            <input
              id={inputId}
              type="file"
              accept={UPLOAD_IMAGE_TYPES.join(',')}
              multiple={max > 1}
              className="cm-visually-hidden"
              onChange={choose}
              disabled={disabled}
            />
          </li>
        ) : null}
      </ul>
      <p className="muted small">{t('upload.limit', { count: max })}</p>
      {error ? (
        <p id={errorId} className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
