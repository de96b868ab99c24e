import {
  type CategoryNames,
  type ConsoleCategory,
  consoleCategorySave,
  LANGUAGES,
  type Language,
} from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '../../components/states'
import { useSubmit } from '../../lib/use-submit'
import { PictureField } from './picture-field'

/**
 * Issue #48: a category's form. The names in the five languages sit behind language tabs (one
 * field shown at a time; a tab with a name is marked), at least one required, as the contract
 * says; the icon is an upload; the parent is a top-level category or none (two levels).
 */
export function CategoryForm({
  category,
  parentId: initialParent = null,
  parents,
  onSaved,
  onCancel,
}: {
  /** The category edited; absent: a new one. */
  category?: ConsoleCategory | undefined
  parentId?: number | null
  /** The top-level categories a category may go under (not itself). */
  parents: readonly ConsoleCategory[]
  onSaved(saved: ConsoleCategory): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSubmit(consoleCategorySave)
  const [names, setNames] = useState<Record<Language, string>>(
    () =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, category?.names[lang] ?? ''])) as Record<
        Language,
        string
      >,
  )
  const [tab, setTab] = useState<Language>(() => LANGUAGES.find((lang) => names[lang]) ?? 'en')
  const [parentId, setParentId] = useState<number | null>(category ? category.parentId : initialParent)
  const [icon, setIcon] = useState(category?.icon ?? '')
  // A category with children stays top-level (the server refuses otherwise): no parent to choose.
  const canHaveParent = (category?.childCount ?? 0) === 0
  const choices = parents.filter((p) => p.id !== category?.id && p.parentId === null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const given = Object.fromEntries(
      LANGUAGES.filter((lang) => names[lang].trim() !== '').map((lang) => [lang, names[lang]]),
    ) as CategoryNames
    const saved = await save.submit({
      ...(category ? { id: category.id } : {}),
      parentId,
      names: given,
      icon,
    })
    if (saved) onSaved(saved)
  }

  const title = category
    ? t('catalogue.editCategoryTitle', { name: category.name })
    : initialParent !== null
      ? t('catalogue.newChildTitle', { name: parents.find((p) => p.id === initialParent)?.name ?? '' })
      : t('catalogue.newCategoryTitle')

  const moveTab = (from: Language, step: number) => {
    const next = LANGUAGES[(LANGUAGES.indexOf(from) + step + LANGUAGES.length) % LANGUAGES.length] ?? 'en'
    setTab(next)
    document.getElementById(`${id}-tab-${next}`)?.focus()
  }

  return (
    <form className="catalogue-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{title}</h3>
      <fieldset>
        <legend>{t('catalogue.names')}</legend>
        <p className="muted small" id={`${id}-names-hint`}>
          {t('catalogue.namesHint')}
        </p>
        <div role="tablist" aria-label={t('catalogue.languages')} className="tabs language-tabs">
          {LANGUAGES.map((lang) => (
            <button
              key={lang}
              id={`${id}-tab-${lang}`}
              type="button"
              role="tab"
              aria-selected={tab === lang}
              aria-controls={`${id}-panel`}
              tabIndex={tab === lang ? 0 : -1}
              className={tab === lang ? 'active' : undefined}
              onClick={() => setTab(lang)}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight') moveTab(lang, 1)
                if (event.key === 'ArrowLeft') moveTab(lang, -1)
              }}
            >
              {t(`languages.${lang}`)}
              {names[lang].trim() !== '' && <span aria-hidden="true"> •</span>}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
          <label htmlFor={`${id}-name`}>{t('catalogue.nameIn', { language: t(`languages.${tab}`) })}</label>
          <input
            id={`${id}-name`}
            key={tab}
            lang={tab === 'jp' ? 'ja' : tab === 'kor' ? 'ko' : tab === 'tai' ? 'th' : tab}
            value={names[tab]}
            maxLength={60}
            aria-invalid={save.fields['names'] ? true : undefined}
            aria-describedby={save.fields['names'] ? `${id}-names-error` : `${id}-names-hint`}
            onChange={(event) => {
              const value = event.target.value
              setNames((n) => ({ ...n, [tab]: value }))
            }}
          />
        </div>
        <FieldError id={`${id}-names-error`} text={save.fields['names']} />
      </fieldset>
      {canHaveParent && (
        <p>
          <label htmlFor={`${id}-parent`}>{t('catalogue.parent')}</label>
          <select
            id={`${id}-parent`}
            value={parentId === null ? '' : String(parentId)}
            onChange={(event) => setParentId(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('catalogue.topLevel')}</option>
            {choices.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-parent-error`} text={save.fields['parentId']} />
        </p>
      )}
      <PictureField
        label={t('catalogue.icon')}
        uploadLabel={t('catalogue.uploadIcon')}
        emptyText={t('catalogue.noIcon')}
        value={icon}
        onChange={setIcon}
        error={save.fields['icon']}
        removable
      />
      {save.error && (
        <p className="form-error" role="alert">
          {save.error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.pending}>
          {save.pending ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" onClick={onCancel} disabled={save.pending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
