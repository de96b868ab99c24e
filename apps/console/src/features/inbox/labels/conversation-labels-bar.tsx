import type { ConversationLabel } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LabelChip } from '../../../components/label-chip'
import { errorText } from '../../../lib/error-text'

/**
 * Issue #29: the labels of the open conversation in its header, each with a remove button, and a
 * menu that puts one of the service's other labels on it.
 */
export function ConversationLabelsBar({
  labels,
  labelIds,
  onSet,
}: {
  labels: readonly ConversationLabel[]
  labelIds: readonly number[]
  onSet(labelId: number, on: boolean): Promise<void>
}) {
  const { t } = useTranslation()
  const id = useId()
  const [error, setError] = useState<string | null>(null)
  const on = new Set(labelIds)
  const mine = labels.filter((l) => on.has(l.id))
  const others = labels.filter((l) => !on.has(l.id))
  const change = async (labelId: number, value: boolean) => {
    setError(null)
    try {
      await onSet(labelId, value)
    } catch (failure) {
      setError(errorText(failure, t))
    }
  }
  return (
    <div className="conversation-labels">
      <ul className="label-chips" aria-label={t('labels.list')}>
        {mine.map((label) => (
          <li key={label.id}>
            <LabelChip
              label={label}
              removeLabel={t('labels.remove', { name: label.name })}
              onRemove={() => void change(label.id, false)}
            />
          </li>
        ))}
      </ul>
      {labels.length === 0 ? (
        <span className="muted small">{t('labels.noneDefined')}</span>
      ) : (
        others.length > 0 && (
          <>
            <label htmlFor={id} className="sr-only">
              {t('labels.put')}
            </label>
            <select
              id={id}
              value=""
              onChange={(e) => {
                if (e.target.value !== '') void change(Number(e.target.value), true)
              }}
            >
              <option value="">{t('labels.put')}</option>
              {others.map((label) => (
                <option key={label.id} value={label.id}>
                  {label.name}
                </option>
              ))}
            </select>
          </>
        )
      )}
      {error && (
        <p className="form-error small" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
