import type { ConversationLabel } from '@crossmart/api-client'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Issue #29: the inbox's label filter (beside the state filter); null = every conversation. */
export function LabelFilter({
  labels,
  value,
  onChange,
}: {
  labels: readonly ConversationLabel[]
  value: number | null
  onChange(value: number | null): void
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <>
      <label htmlFor={id} className="small">
        {t('labels.filter')}
      </label>
      <select
        id={id}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
      >
        <option value="">{t('labels.anyLabel')}</option>
        {labels.map((label) => (
          <option key={label.id} value={label.id}>
            {label.name}
          </option>
        ))}
      </select>
    </>
  )
}
