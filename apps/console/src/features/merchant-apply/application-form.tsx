import {
  APPLICATION_DESCRIPTION_MAX,
  CALLING_CODES,
  callingCodeOf,
  indexCategory,
  type MerchantApplicationInput,
} from '@crossmart/api-client'
import { useId, useMemo, useState } from 'react'
import { Failed, FieldError, Loading } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { PictureField } from './picture-field'

export const EMPTY_APPLICATION: MerchantApplicationInput = {
  businessName: '',
  shopName: '',
  contactEmail: '',
  contactPhone: '',
  country: '',
  categoryIds: [],
  description: '',
  logo: '',
  document: '',
}

/** The regions of the calling-code table once each, named in the page's language. */
function useCountries(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames(
      [language === 'jp' ? 'ja' : language === 'kor' ? 'ko' : language === 'tai' ? 'th' : language],
      {
        type: 'region',
      },
    )
    const regions = [...new Set(CALLING_CODES.map(([region]) => region))]
    return regions
      .map((region) => ({ region, name: names.of(region) ?? region }))
      .sort((a, b) => a.name.localeCompare(b.name))
  }, [language])
}

/**
 * The application (issue #48 "Merchants join"), for a first submission and for a resubmission the
 * operator asked for. The caller's `submit` validates with the contract's schema and sends; its
 * `fields` are the messages shown beside each field (the contract's keys, translated).
 */
export function ApplicationForm({
  initial,
  submitLabel,
  pending,
  fields,
  error,
  onSubmit,
}: {
  initial: MerchantApplicationInput
  submitLabel: string
  pending: boolean
  fields: Record<string, string>
  error: string | null
  onSubmit(input: MerchantApplicationInput): void
}) {
  const { t, i18n } = useMerchantStrings()
  const { api } = useServices()
  const id = useId()
  const [form, setForm] = useState<MerchantApplicationInput>(initial)
  const categories = useRequest(() => api.call(indexCategory), `categories:${i18n.language}`)
  const countries = useCountries(i18n.language)
  const set = <K extends keyof MerchantApplicationInput>(key: K, value: MerchantApplicationInput[K]) =>
    setForm((old) => ({ ...old, [key]: value }))

  const text = (
    key: 'businessName' | 'shopName' | 'contactEmail' | 'contactPhone',
    type = 'text',
    auto?: string,
  ) => (
    <div className="apply-field">
      <label htmlFor={`${id}-${key}`}>{t(`merchants.field_${key}`)}</label>
      <input
        id={`${id}-${key}`}
        type={type}
        autoComplete={auto}
        value={form[key]}
        onChange={(e) => set(key, e.target.value)}
        aria-invalid={Boolean(fields[key])}
        aria-describedby={`${id}-${key}-error`}
      />
      <FieldError id={`${id}-${key}-error`} text={fields[key]} />
    </div>
  )

  return (
    <form
      className="apply-form"
      noValidate
      aria-label={t('merchants.formLabel')}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit(form)
      }}
    >
      {text('businessName', 'text', 'organization')}
      {text('shopName')}
      {text('contactEmail', 'email', 'email')}
      <div className="apply-field">
        <label htmlFor={`${id}-country`}>{t('merchants.field_country')}</label>
        <select
          id={`${id}-country`}
          value={form.country}
          onChange={(e) => {
            const region = e.target.value
            setForm((old) => ({
              ...old,
              country: region,
              // A phone not typed yet starts with the country's calling code.
              contactPhone:
                old.contactPhone.trim() === '' && callingCodeOf(region)
                  ? `+${callingCodeOf(region)}`
                  : old.contactPhone,
            }))
          }}
          aria-invalid={Boolean(fields['country'])}
          aria-describedby={`${id}-country-error`}
        >
          <option value="">{t('merchants.chooseCountry')}</option>
          {countries.map((c) => (
            <option key={c.region} value={c.region}>
              {c.name}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-country-error`} text={fields['country']} />
      </div>
      <div className="apply-field">
        <label htmlFor={`${id}-contactPhone`}>{t('merchants.field_contactPhone')}</label>
        <input
          id={`${id}-contactPhone`}
          type="tel"
          autoComplete="tel"
          placeholder="+66812345678"
          value={form.contactPhone}
          onChange={(e) => set('contactPhone', e.target.value)}
          aria-invalid={Boolean(fields['contactPhone'])}
          aria-describedby={`${id}-contactPhone-hint ${id}-contactPhone-error`}
        />
        <span className="muted small" id={`${id}-contactPhone-hint`}>
          {t('merchants.phoneHint')}
        </span>
        <FieldError id={`${id}-contactPhone-error`} text={fields['contactPhone']} />
      </div>
      <fieldset
        className="apply-categories"
        aria-invalid={Boolean(fields['categoryIds'])}
        aria-describedby={`${id}-categories-error`}
      >
        <legend>{t('merchants.field_categoryIds')}</legend>
        {categories.status === 'loading' && <Loading />}
        {categories.status === 'error' && <Failed error={categories.error} onRetry={categories.reload} />}
        {categories.data?.list.map((category) => (
          <label key={category.id} className="apply-categories__item">
            <input
              type="checkbox"
              checked={form.categoryIds.includes(category.id)}
              onChange={(e) =>
                set(
                  'categoryIds',
                  e.target.checked
                    ? [...form.categoryIds, category.id]
                    : form.categoryIds.filter((c) => c !== category.id),
                )
              }
            />
            {category.name}
          </label>
        ))}
        <FieldError id={`${id}-categories-error`} text={fields['categoryIds']} />
      </fieldset>
      <div className="apply-field">
        <label htmlFor={`${id}-description`}>{t('merchants.field_description')}</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          aria-invalid={Boolean(fields['description'])}
          aria-describedby={`${id}-description-count ${id}-description-error`}
        />
        <span
          className={form.description.length > APPLICATION_DESCRIPTION_MAX ? 'field-error' : 'muted small'}
          id={`${id}-description-count`}
        >
          {t('merchants.characters', { count: form.description.length, max: APPLICATION_DESCRIPTION_MAX })}
        </span>
        <FieldError id={`${id}-description-error`} text={fields['description']} />
      </div>
      <PictureField
        label={t('merchants.field_logo')}
        hint={t('merchants.logoHint')}
        value={form.logo}
        error={fields['logo']}
        onChange={(url) => set('logo', url)}
      />
      <PictureField
        label={t('merchants.field_document')}
        hint={t('merchants.documentHint')}
        value={form.document}
        error={fields['document']}
        onChange={(url) => set('document', url)}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={pending}>
        {pending ? t('common.saving') : submitLabel}
      </button>
    </form>
  )
}
