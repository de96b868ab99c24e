import {
  ApiValidationError,
  consoleProduct,
  consoleProductSave,
  EDITABLE_LISTING_STATUSES,
  LANGUAGES,
  PRODUCT_OPTIONS_MAX,
  parseRequest,
  uploadImage,
  type ValidationIssue,
} from '@crossmart/api-client'
import type { TFunction } from 'i18next'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, FieldError, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import type { Category } from './product-categories'
import {
  emptyProductForm,
  formOfProduct,
  inputOfForm,
  type OptionRow,
  type ProductForm,
  regenerateSkus,
  skuRowLabel,
} from './product-form'

/** Path -> message of the first issue per path ("skus.2.stock", "texts", "options.0.values"). */
function issuesByPath(issues: readonly ValidationIssue[], t: TFunction): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) out[issue.path || '_'] ??= t(issue.messageKey)
  return out
}

/** The messages under a path prefix ("options.1" holds "options.1.values"). */
const under = (errors: Record<string, string>, prefix: string): string | undefined =>
  errors[prefix] ?? Object.entries(errors).find(([path]) => path.startsWith(`${prefix}.`))?.[1]

/**
 * Issue #48: create or edit a product: name and description per language (at least one name),
 * category, up to three options whose values generate the SKU grid (price and stock per SKU), an
 * optional list price (the discount badge), pictures (first is the cover) and draft / published /
 * unlisted. Validated with the contract's schema before it is sent; the server checks it again.
 */
export function ProductEditor({
  productId,
  categories,
  onDone,
}: {
  productId: number | null
  categories: readonly Category[]
  onDone(saved: boolean): void
}) {
  const { api } = useServices()
  const loaded = useRequest(
    () => (productId === null ? Promise.resolve(null) : api.call(consoleProduct, { id: productId })),
    `product:${productId}`,
  )
  if (loaded.status === 'error') return <Failed error={loaded.error} onRetry={loaded.reload} />
  if (loaded.status === 'loading') return <Loading />
  return (
    <EditorForm
      initial={loaded.data ? formOfProduct(loaded.data) : emptyProductForm(categories[0]?.id ?? null)}
      archived={loaded.data?.status === 'archived'}
      categories={categories}
      onDone={onDone}
    />
  )
}

function EditorForm({
  initial,
  archived,
  categories,
  onDone,
}: {
  initial: ProductForm
  archived: boolean
  categories: readonly Category[]
  onDone(saved: boolean): void
}) {
  const { t } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const id = useId()
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [uploading, setUploading] = useState(false)

  const setOptions = (options: OptionRow[]) =>
    setForm((f) => ({ ...f, options, skus: regenerateSkus(options, f.skus) }))
  const setSku = (index: number, field: 'price' | 'stock', value: string) =>
    setForm((f) => ({ ...f, skus: f.skus.map((row, i) => (i === index ? { ...row, [field]: value } : row)) }))
  const moveImage = (from: number, to: number) =>
    setForm((f) => {
      const images = [...f.images]
      const [moved] = images.splice(from, 1)
      if (moved !== undefined) images.splice(to, 0, moved)
      return { ...f, images }
    })

  const upload = async (file: File) => {
    setUploading(true)
    try {
      const { url } = await api.call(uploadImage, { file })
      setForm((f) => ({ ...f, images: [...f.images, url] }))
    } catch (error) {
      setFailure(errorText(error, t))
    } finally {
      setUploading(false)
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const input = inputOfForm(form)
    const parsed = parseRequest(consoleProductSave, input)
    setFailure(null)
    if (!parsed.ok) {
      setErrors(issuesByPath(parsed.issues, t))
      return
    }
    setErrors({})
    setPending(true)
    try {
      await api.call(consoleProductSave, input)
      toast(t('products.saved'))
      onDone(true)
    } catch (error) {
      if (error instanceof ApiValidationError) setErrors(issuesByPath(error.issues, t))
      else setFailure(errorText(error, t))
    } finally {
      setPending(false)
    }
  }

  const errorCount = Object.keys(errors).length
  return (
    <form className="product-editor" aria-labelledby={`${id}-title`} noValidate onSubmit={save}>
      <h2 id={`${id}-title`}>{form.id === undefined ? t('products.newTitle') : t('products.editTitle')}</h2>
      {archived && <p className="banner">{t('products.archivedNote')}</p>}

      <fieldset aria-describedby={`${id}-texts-error`}>
        <legend>{t('products.texts')}</legend>
        <p className="muted small">{t('products.textsHint')}</p>
        <FieldError id={`${id}-texts-error`} text={errors['texts']} />
        <div className="product-editor__languages">
          {LANGUAGES.map((lang) => (
            <div key={lang} className="product-editor__language">
              <label htmlFor={`${id}-name-${lang}`}>
                {t('products.nameIn', { language: t(`languages.${lang}`) })}
              </label>
              <input
                id={`${id}-name-${lang}`}
                value={form.texts[lang].name}
                aria-invalid={Boolean(errors['texts'])}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    texts: { ...f.texts, [lang]: { ...f.texts[lang], name: e.target.value } },
                  }))
                }
              />
              <label htmlFor={`${id}-description-${lang}`}>
                {t('products.descriptionIn', { language: t(`languages.${lang}`) })}
              </label>
              <textarea
                id={`${id}-description-${lang}`}
                rows={2}
                value={form.texts[lang].description}
                onChange={(e) =>
                  setForm((f) => ({
                    ...f,
                    texts: { ...f.texts, [lang]: { ...f.texts[lang], description: e.target.value } },
                  }))
                }
              />
            </div>
          ))}
        </div>
      </fieldset>

      <div className="row product-editor__facts">
        <div className="inline-form">
          <label htmlFor={`${id}-category`}>{t('products.category')}</label>
          <select
            id={`${id}-category`}
            value={form.categoryId ?? ''}
            aria-describedby={`${id}-category-error`}
            onChange={(e) => setForm((f) => ({ ...f, categoryId: Number(e.target.value) || null }))}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-category-error`} text={errors['categoryId']} />
        </div>
        <div className="inline-form">
          <label htmlFor={`${id}-status`}>{t('products.status')}</label>
          <select
            id={`${id}-status`}
            value={form.status}
            disabled={archived}
            onChange={(e) => setForm((f) => ({ ...f, status: e.target.value as ProductForm['status'] }))}
          >
            {EDITABLE_LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`products.status_${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="inline-form">
          <label htmlFor={`${id}-list-price`}>{t('products.listPrice')}</label>
          <input
            id={`${id}-list-price`}
            inputMode="decimal"
            value={form.listPrice}
            aria-describedby={`${id}-list-price-hint ${id}-list-price-error`}
            aria-invalid={Boolean(errors['listPriceCents'])}
            onChange={(e) => setForm((f) => ({ ...f, listPrice: e.target.value }))}
          />
          <span id={`${id}-list-price-hint`} className="muted small">
            {t('products.listPriceHint')}
          </span>
          <FieldError id={`${id}-list-price-error`} text={errors['listPriceCents']} />
        </div>
      </div>

      <fieldset>
        <legend>{t('products.options')}</legend>
        <p className="muted small">{t('products.optionsHint')}</p>
        <FieldError id={`${id}-options-error`} text={errors['options']} />
        {form.options.map((row, index) => {
          const rowError = under(errors, `options.${index}`)
          return (
            <div key={index} className="row product-editor__option">
              <label htmlFor={`${id}-option-${index}-name`}>
                {t('products.optionName', { n: index + 1 })}
              </label>
              <input
                id={`${id}-option-${index}-name`}
                value={row.name}
                placeholder={t('products.optionNamePlaceholder')}
                onChange={(e) =>
                  setOptions(form.options.map((o, i) => (i === index ? { ...o, name: e.target.value } : o)))
                }
              />
              <label htmlFor={`${id}-option-${index}-values`}>
                {t('products.optionValues', { n: index + 1 })}
              </label>
              <input
                id={`${id}-option-${index}-values`}
                value={row.values}
                placeholder={t('products.optionValuesPlaceholder')}
                aria-invalid={Boolean(rowError)}
                aria-describedby={`${id}-option-${index}-error`}
                onChange={(e) =>
                  setOptions(form.options.map((o, i) => (i === index ? { ...o, values: e.target.value } : o)))
                }
              />
              <button type="button" onClick={() => setOptions(form.options.filter((_, i) => i !== index))}>
                {t('products.removeOption', { n: index + 1 })}
              </button>
              <FieldError id={`${id}-option-${index}-error`} text={rowError} />
            </div>
          )
        })}
        <button
          type="button"
          disabled={form.options.length >= PRODUCT_OPTIONS_MAX}
          onClick={() => setOptions([...form.options, { name: '', values: '' }])}
        >
          {t('products.addOption')}
        </button>
        {form.options.length >= PRODUCT_OPTIONS_MAX && (
          <span className="muted small"> {t('products.optionsMax')}</span>
        )}
      </fieldset>

      <fieldset>
        <legend>{t('products.skus')}</legend>
        <FieldError id={`${id}-skus-error`} text={errors['skus']} />
        <table className="table product-editor__skus" aria-label={t('products.skus')}>
          <thead>
            <tr>
              <th scope="col">{t('products.sku')}</th>
              <th scope="col">{t('products.price')}</th>
              <th scope="col">{t('products.stock')}</th>
            </tr>
          </thead>
          <tbody>
            {form.skus.map((row, index) => {
              const label = skuRowLabel(row) || t('products.singleSku')
              const priceError = under(errors, `skus.${index}.priceCents`)
              const stockError = under(errors, `skus.${index}.stock`)
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>
                    <input
                      aria-label={t('products.priceOf', { sku: label })}
                      inputMode="decimal"
                      value={row.price}
                      aria-invalid={Boolean(priceError)}
                      onChange={(e) => setSku(index, 'price', e.target.value)}
                    />
                    <FieldError id={`${id}-sku-${index}-price-error`} text={priceError} />
                  </td>
                  <td>
                    <input
                      aria-label={t('products.stockOf', { sku: label })}
                      inputMode="numeric"
                      value={row.stock}
                      aria-invalid={Boolean(stockError)}
                      onChange={(e) => setSku(index, 'stock', e.target.value)}
                    />
                    <FieldError id={`${id}-sku-${index}-stock-error`} text={stockError} />
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </fieldset>

      <fieldset>
        <legend>{t('products.pictures')}</legend>
        <p className="muted small">{t('products.picturesHint')}</p>
        <FieldError id={`${id}-images-error`} text={under(errors, 'images')} />
        <ol className="product-editor__pictures">
          {form.images.map((url, index) => (
            <li key={url}>
              <img src={url} alt={t('products.pictureN', { n: index + 1 })} width={64} height={64} />
              {index === 0 && <span className="badge">{t('products.cover')}</span>}
              <button type="button" disabled={index === 0} onClick={() => moveImage(index, index - 1)}>
                {t('products.moveUp', { n: index + 1 })}
              </button>
              <button
                type="button"
                onClick={() => setForm((f) => ({ ...f, images: f.images.filter((_, i) => i !== index) }))}
              >
                {t('products.removePicture', { n: index + 1 })}
              </button>
            </li>
          ))}
        </ol>
        <label htmlFor={`${id}-upload`}>{t('products.addPicture')}</label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          disabled={uploading}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) void upload(file)
          }}
        />
      </fieldset>

      {errorCount > 0 && (
        <p className="form-error" role="alert">
          {errors['_'] ?? t('products.fixErrors', { count: errorCount })}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button type="submit" disabled={pending || archived}>
          {pending ? t('common.saving') : t('common.save')}
        </button>
        <button type="button" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
