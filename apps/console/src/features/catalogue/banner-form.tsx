import {
  BANNER_LINK_TYPES,
  type BannerLinkType,
  type ConsoleBanner,
  consoleBannerSave,
  consoleCategories,
  consoleCommissionRates,
  type ProductSummary,
  productSearch,
} from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, FieldError, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'
import { PictureField } from './picture-field'
import { instantOfLocal, localOfInstant } from './schedule-input'

/** The shops a banner may open (every shop, from the operator's commission list). */
function ShopPicker({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const shops = useRequest(() => api.call(consoleCommissionRates), 'banner-shops')
  if (shops.status === 'loading' && !shops.data) return <Loading />
  if (shops.status === 'error' && !shops.data) return <Failed error={shops.error} onRetry={shops.reload} />
  return (
    <>
      <label htmlFor={id}>{t('catalogue.shopTarget')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('catalogue.chooseShop')}</option>
        {(shops.data?.shops ?? []).map((shop) => (
          <option key={shop.id} value={String(shop.id)}>
            {shop.name} (#{shop.id})
          </option>
        ))}
      </select>
    </>
  )
}

/** The categories a banner may open, hidden ones too (marked): a banner can lead where a list does not. */
function CategoryPicker({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const categories = useRequest(() => api.call(consoleCategories), 'banner-categories')
  if (categories.status === 'loading' && !categories.data) return <Loading />
  if (categories.status === 'error' && !categories.data)
    return <Failed error={categories.error} onRetry={categories.reload} />
  return (
    <>
      <label htmlFor={id}>{t('catalogue.categoryTarget')}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('catalogue.chooseCategory')}</option>
        {(categories.data?.list ?? []).map((category) => (
          <option key={category.id} value={String(category.id)}>
            {category.parentId === null ? '' : '— '}
            {category.name}
            {category.hidden ? ` (${t('catalogue.hiddenBadge')})` : ''}
          </option>
        ))}
      </select>
    </>
  )
}

/** A product by number, or found by name (the shop's own search) and chosen from the results. */
function ProductPicker({ id, value, onChange }: { id: string; value: string; onChange(v: string): void }) {
  const { t } = useTranslation()
  const { api } = useServices()
  const [keyword, setKeyword] = useState('')
  const [found, setFound] = useState<ProductSummary[] | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [searching, setSearching] = useState(false)
  const find = async () => {
    if (keyword.trim() === '') return
    setSearching(true)
    setFailure(null)
    try {
      const result = await api.call(productSearch, { keyword: keyword.trim(), page: 1, limit: 8 })
      setFound(result.list)
    } catch (error) {
      setFailure(errorText(error, t))
    } finally {
      setSearching(false)
    }
  }
  return (
    <>
      <label htmlFor={id}>{t('catalogue.productTarget')}</label>
      <input id={id} inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} />
      <label htmlFor={`${id}-find`}>{t('catalogue.findProduct')}</label>
      <span className="row">
        <input
          id={`${id}-find`}
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              void find()
            }
          }}
        />
        <button type="button" onClick={() => void find()} disabled={searching || keyword.trim() === ''}>
          {t('catalogue.find')}
        </button>
      </span>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {found &&
        (found.length === 0 ? (
          <p className="muted small">{t('catalogue.noProductFound')}</p>
        ) : (
          <ul className="catalogue-found">
            {found.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  aria-pressed={value === String(product.id)}
                  onClick={() => onChange(String(product.id))}
                >
                  {t('catalogue.choose', { name: `${product.name} (#${product.id}, ${product.shopName})` })}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </>
  )
}

/**
 * Issue #48: a home banner's form: the picture (upload), an optional sale text, what it opens (a
 * product, shop or category, each picked so it exists, or search words), an optional schedule
 * (until after from, checked by the contract before sending) and on/off.
 */
export function BannerForm({
  banner,
  onSaved,
  onCancel,
}: {
  banner?: ConsoleBanner | undefined
  onSaved(saved: ConsoleBanner): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSubmit(consoleBannerSave)
  const [image, setImage] = useState(banner?.image ?? '')
  const [title, setTitle] = useState(banner?.title ?? '')
  const [linkType, setLinkType] = useState<BannerLinkType>(banner?.linkType ?? 'search')
  const [targets, setTargets] = useState<Record<BannerLinkType, string>>(() => ({
    product: '',
    shop: '',
    category: '',
    search: '',
    ...(banner ? { [banner.linkType]: banner.linkTarget } : {}),
  }))
  const [startsAt, setStartsAt] = useState(localOfInstant(banner?.startsAt ?? null))
  const [endsAt, setEndsAt] = useState(localOfInstant(banner?.endsAt ?? null))
  const [enabled, setEnabled] = useState(banner?.enabled ?? true)
  const setTarget = (value: string) => setTargets((all) => ({ ...all, [linkType]: value }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await save.submit({
      ...(banner ? { id: banner.id } : {}),
      image,
      title,
      linkType,
      linkTarget: targets[linkType],
      startsAt: instantOfLocal(startsAt),
      endsAt: instantOfLocal(endsAt),
      enabled,
    })
    if (saved) onSaved(saved)
  }

  const targetId = `${id}-target`
  return (
    <form className="catalogue-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{banner ? t('catalogue.editBannerTitle') : t('catalogue.newBannerTitle')}</h3>
      <PictureField
        label={t('catalogue.picture')}
        uploadLabel={t('catalogue.uploadPicture')}
        emptyText={t('catalogue.uploadPicture')}
        value={image}
        onChange={setImage}
        error={save.fields['image']}
        previewSize={120}
      />
      <p>
        <label htmlFor={`${id}-title-input`}>{t('catalogue.bannerTitle')}</label>
        <input
          id={`${id}-title-input`}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
        />
      </p>
      <fieldset>
        <legend>{t('catalogue.linkTypes')}</legend>
        {BANNER_LINK_TYPES.map((type) => (
          <label key={type} className="radio">
            <input
              type="radio"
              name={`${id}-link-type`}
              value={type}
              checked={linkType === type}
              onChange={() => setLinkType(type)}
            />
            {t(`catalogue.link_${type}`)}
          </label>
        ))}
      </fieldset>
      <p>
        {linkType === 'product' && (
          <ProductPicker id={targetId} value={targets.product} onChange={setTarget} />
        )}
        {linkType === 'shop' && <ShopPicker id={targetId} value={targets.shop} onChange={setTarget} />}
        {linkType === 'category' && (
          <CategoryPicker id={targetId} value={targets.category} onChange={setTarget} />
        )}
        {linkType === 'search' && (
          <>
            <label htmlFor={targetId}>{t('catalogue.searchTarget')}</label>
            <input
              id={targetId}
              value={targets.search}
              maxLength={100}
              onChange={(e) => setTarget(e.target.value)}
            />
          </>
        )}
        <FieldError id={`${id}-target-error`} text={save.fields['linkTarget'] ?? save.fields['linkType']} />
      </p>
      <fieldset>
        <legend>{t('catalogue.schedule')}</legend>
        <label htmlFor={`${id}-from`}>{t('catalogue.startsAt')}</label>
        <input
          id={`${id}-from`}
          type="datetime-local"
          value={startsAt}
          onChange={(e) => setStartsAt(e.target.value)}
        />
        <FieldError id={`${id}-from-error`} text={save.fields['startsAt']} />
        <label htmlFor={`${id}-to`}>{t('catalogue.endsAt')}</label>
        <input
          id={`${id}-to`}
          type="datetime-local"
          value={endsAt}
          aria-invalid={save.fields['endsAt'] ? true : undefined}
          aria-describedby={save.fields['endsAt'] ? `${id}-to-error` : undefined}
          onChange={(e) => setEndsAt(e.target.value)}
        />
        <FieldError id={`${id}-to-error`} text={save.fields['endsAt']} />
      </fieldset>
      <label className="checkbox">
        <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {t('catalogue.enabled')}
      </label>
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
