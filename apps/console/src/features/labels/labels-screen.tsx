import {
  type ConversationLabel,
  consoleLabelDelete,
  consoleLabelSave,
  consoleLabels,
  LABEL_COLOURS,
  LABEL_NAME_MAX,
  type LabelColour,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { LabelChip } from '../../components/label-chip'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'

/** Issue #29: the service's conversation labels: add, rename, recolour, delete (after a confirmation). */
export function LabelsScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const list = useRequest(() => api.call(consoleLabels), 'labels')
  const [editing, setEditing] = useState<ConversationLabel | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ConversationLabel | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const done = (label: ConversationLabel) => {
    setEditing(null)
    list.reload()
    toast(t('labels.saved', { name: label.name }))
  }
  const remove = async (label: ConversationLabel) => {
    setDeleteError(null)
    setPending(true)
    try {
      await api.call(consoleLabelDelete, { id: label.id })
      setDeleting(null)
      list.reload()
      toast(t('labels.deleted', { name: label.name }))
    } catch (failure) {
      setDeleteError(errorText(failure, t))
    } finally {
      setPending(false)
    }
  }
  return (
    <section className="page" aria-labelledby="labels-title">
      <h1 id="labels-title">{t('labels.title')}</h1>
      <p className="muted">{t('labels.hint')}</p>
      {editing === 'new' ? (
        <LabelForm onDone={done} onCancel={() => setEditing(null)} />
      ) : (
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('labels.add')}
        </button>
      )}
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t('labels.empty')} />}
      <ul className="cards labels-list">
        {list.data?.list.map((label) => (
          <li key={label.id} className="card">
            {editing !== 'new' && editing?.id === label.id ? (
              <LabelForm label={label} onDone={done} onCancel={() => setEditing(null)} />
            ) : (
              <div className="row labels-list__row">
                <LabelChip label={label} />
                <span className="muted small">{t(`labels.colour_${label.colour}`)}</span>
                <span className="labels-list__actions row">
                  <button
                    type="button"
                    aria-label={`${t('common.edit')}: ${label.name}`}
                    onClick={() => setEditing(label)}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    aria-label={`${t('common.delete')}: ${label.name}`}
                    onClick={() => {
                      setDeleteError(null)
                      setDeleting(label)
                    }}
                  >
                    {t('common.delete')}
                  </button>
                </span>
              </div>
            )}
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('labels.deleteTitle', { name: deleting.name })}
          body={t('labels.deleteBody')}
          confirmLabel={t('common.delete')}
          tone="danger"
          pending={pending}
          error={deleteError}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

/** Name and colour (a radio group over the palette, each shown as its chip). */
export function LabelForm({
  label,
  onDone,
  onCancel,
}: {
  label?: ConversationLabel
  onDone(label: ConversationLabel): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [name, setName] = useState(label?.name ?? '')
  const [colour, setColour] = useState<LabelColour>(label?.colour ?? 'blue')
  const { submit, pending, fields, error } = useSubmit(consoleLabelSave)
  return (
    <form
      className="inline-form"
      aria-label={label ? t('labels.edit') : t('labels.add')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        const saved = await submit({ ...(label ? { id: label.id } : {}), name, colour })
        if (saved) onDone(saved)
      }}
    >
      <label htmlFor={`${id}-name`}>{t('labels.name')}</label>
      <input
        id={`${id}-name`}
        value={name}
        maxLength={LABEL_NAME_MAX}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(fields['name'])}
        aria-describedby={fields['name'] ? `${id}-name-error` : undefined}
      />
      <FieldError id={`${id}-name-error`} text={fields['name']} />
      <fieldset className="label-colours">
        <legend>{t('labels.colour')}</legend>
        {LABEL_COLOURS.map((value) => (
          <label key={value} className="label-colours__option">
            <input
              type="radio"
              name={`${id}-colour`}
              value={value}
              checked={colour === value}
              onChange={() => setColour(value)}
            />
            <LabelChip label={{ id: 1, name: t(`labels.colour_${value}`), colour: value }} />
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={pending}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
