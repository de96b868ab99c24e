import {
  type ConsoleProductRow,
  consoleProductDelete,
  consoleProductDuplicate,
  consoleProductStatus,
  consoleProducts,
  consoleStockSave,
  LISTING_STATUSES,
  type ListingStatus,
  parseRequest,
} from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Pager } from '../../components/pager'
import { Empty, Failed, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { formatCents, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { fileableCategories, indexCategory } from './product-categories'
import { ProductEditor } from './product-editor'

const PAGE_SIZE = 20

interface Filters {
  keyword: string
  status: ListingStatus | ''
  categoryId: number | null
  outOfStock: boolean
}

const NO_FILTERS: Filters = { keyword: '', status: '', categoryId: null, outOfStock: false }

/**
 * Issue #48: the shop's products for its owner and managers: search by name, filter by status,
 * category and stock, paged on the server; stock edited in the table for several SKUs at once (one
 * request, one transaction); create, edit, duplicate, unlist / publish and delete (a product that
 * orders name is archived by the server instead).
 */
export function ProductsScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const toast = useToast()
  const id = useId()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [draft, setDraft] = useState<Filters>(NO_FILTERS)
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState(1)
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const [stock, setStock] = useState<Record<number, string>>({})
  const [stockError, setStockError] = useState<string | null>(null)
  const [savingStock, setSavingStock] = useState(false)
  const [deleting, setDeleting] = useState<ConsoleProductRow | null>(null)
  const [actionError, setActionError] = useState<string | null>(null)

  const categories = useRequest(
    () => api.call(indexCategory, {}).then(({ list }) => ({ list: fileableCategories(list) })),
    `categories:${i18n.language}`,
  )
  const query = {
    ...(filters.keyword.trim() && { keyword: filters.keyword.trim() }),
    ...(filters.status && { status: filters.status }),
    ...(filters.categoryId !== null && { categoryId: filters.categoryId }),
    ...(filters.outOfStock && { outOfStock: true }),
    page,
    limit: PAGE_SIZE,
  }
  const products = useRequest(() => api.call(consoleProducts, query), JSON.stringify(query))
  const categoryName = (categoryId: number) =>
    categories.data?.list.find((c) => c.id === categoryId)?.name ?? String(categoryId)

  const search = (event: FormEvent) => {
    event.preventDefault()
    setFilters(draft)
    setPage(1)
  }
  const act = async <T,>(run: () => Promise<T>, done: (result: T) => string) => {
    setActionError(null)
    try {
      toast(done(await run()))
      products.reload()
    } catch (error) {
      setActionError(errorText(error, t))
    }
  }
  const edited = Object.entries(stock).map(([skuId, text]) => ({
    skuId: Number(skuId),
    stock: /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim() === '' ? undefined : text,
  }))
  const saveStock = async () => {
    const input = { items: edited } as { items: { skuId: number; stock: number }[] }
    const parsed = parseRequest(consoleStockSave, input)
    if (!parsed.ok) {
      setStockError(t(parsed.issues[0]?.messageKey ?? 'error.validation'))
      return
    }
    setStockError(null)
    setSavingStock(true)
    try {
      const { updated } = await api.call(consoleStockSave, input)
      toast(t('products.stockSaved', { count: updated }))
      setStock({})
      products.reload()
    } catch (error) {
      setStockError(errorText(error, t))
    } finally {
      setSavingStock(false)
    }
  }

  if (editing !== null) {
    return (
      <section className="page" aria-label={t('products.title')}>
        {categories.data ? (
          <ProductEditor
            key={String(editing)}
            productId={editing === 'new' ? null : editing}
            categories={categories.data.list}
            onDone={(saved) => {
              setEditing(null)
              if (saved) products.reload()
            }}
          />
        ) : categories.status === 'error' ? (
          <Failed error={categories.error} onRetry={categories.reload} />
        ) : (
          <Loading />
        )}
      </section>
    )
  }

  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <div className="row products-header">
        <h1 id={`${id}-title`}>{t('products.title')}</h1>
        <button type="button" onClick={() => setEditing('new')}>
          {t('products.new')}
        </button>
      </div>
      <form className="products-filters" aria-label={t('products.filters')} onSubmit={search}>
        <label htmlFor={`${id}-keyword`}>{t('products.searchName')}</label>
        <input
          id={`${id}-keyword`}
          type="search"
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        />
        <label htmlFor={`${id}-status`}>{t('products.status')}</label>
        <select
          id={`${id}-status`}
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value as Filters['status'] })}
        >
          <option value="">{t('products.allStatuses')}</option>
          {LISTING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`products.status_${s}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-category`}>{t('products.category')}</label>
        <select
          id={`${id}-category`}
          value={draft.categoryId ?? ''}
          onChange={(e) => setDraft({ ...draft, categoryId: Number(e.target.value) || null })}
        >
          <option value="">{t('products.allCategories')}</option>
          {categories.data?.list.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <label className="choice">
          <input
            type="checkbox"
            checked={draft.outOfStock}
            onChange={(e) => setDraft({ ...draft, outOfStock: e.target.checked })}
          />
          {t('products.outOfStock')}
        </label>
        <button type="submit">{t('products.search')}</button>
      </form>

      {actionError && (
        <p className="form-error" role="alert">
          {actionError}
        </p>
      )}
      {products.status === 'error' && <Failed error={products.error} onRetry={products.reload} />}
      {products.status === 'loading' && !products.data && <Loading />}
      {products.data && products.data.list.length === 0 && <Empty text={t('products.empty')} />}
      {products.data && products.data.list.length > 0 && (
        <table className="table table--cards products-table" aria-label={t('products.table')}>
          <thead>
            <tr>
              <th scope="col">{t('products.product')}</th>
              <th scope="col">{t('products.status')}</th>
              <th scope="col">{t('products.price')}</th>
              <th scope="col">{t('products.stockBySku')}</th>
              <th scope="col">{t('products.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {products.data.list.map((product) => (
              <tr key={product.id}>
                <td data-label={t('products.product')}>
                  <div className="products-table__name">
                    {product.cover && <img src={product.cover} alt="" width={40} height={40} />}
                    <div>
                      <strong>{product.name}</strong>
                      <div className="muted small">
                        #{product.id} · {categoryName(product.categoryId)} ·{' '}
                        {t('products.sold', { count: product.sales })}
                      </div>
                    </div>
                  </div>
                </td>
                <td data-label={t('products.status')}>
                  <span className={`badge product-status product-status--${product.status}`}>
                    {t(`products.status_${product.status}`)}
                  </span>
                </td>
                <td data-label={t('products.price')}>{formatCents(product.priceCents, locale)}</td>
                <td data-label={t('products.stockBySku')}>
                  <ul className="products-table__stock">
                    {product.skus.map((sku) => {
                      const label = sku.label || product.name
                      return (
                        <li key={sku.id}>
                          <label>
                            <span className="small">{label}</span>
                            <input
                              aria-label={t('products.stockOf', {
                                sku: `${product.name} ${sku.label}`.trim(),
                              })}
                              inputMode="numeric"
                              size={5}
                              value={stock[sku.id] ?? String(sku.stock)}
                              className={stock[sku.id] !== undefined ? 'products-table__edited' : undefined}
                              disabled={product.status === 'archived'}
                              onChange={(e) => {
                                const text = e.target.value
                                setStock((s) => {
                                  const next = { ...s }
                                  if (text === String(sku.stock)) delete next[sku.id]
                                  else next[sku.id] = text
                                  return next
                                })
                              }}
                            />
                          </label>
                        </li>
                      )
                    })}
                  </ul>
                </td>
                <td data-label={t('products.actions')} className="table__action">
                  <div className="row">
                    <button type="button" onClick={() => setEditing(product.id)}>
                      {t('products.edit', { name: product.name })}
                    </button>
                    <button
                      type="button"
                      onClick={() =>
                        void act(
                          () => api.call(consoleProductDuplicate, { id: product.id }),
                          () => t('products.duplicated'),
                        )
                      }
                    >
                      {t('products.duplicate')}
                    </button>
                    {product.status === 'published' && (
                      <button
                        type="button"
                        onClick={() =>
                          void act(
                            () => api.call(consoleProductStatus, { id: product.id, status: 'unlisted' }),
                            () => t('products.unlisted'),
                          )
                        }
                      >
                        {t('products.unlist')}
                      </button>
                    )}
                    {(product.status === 'draft' || product.status === 'unlisted') && (
                      <button
                        type="button"
                        onClick={() =>
                          void act(
                            () => api.call(consoleProductStatus, { id: product.id, status: 'published' }),
                            () => t('products.published'),
                          )
                        }
                      >
                        {t('products.publish')}
                      </button>
                    )}
                    {product.status !== 'archived' && (
                      <button type="button" className="danger" onClick={() => setDeleting(product)}>
                        {t('common.delete')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {edited.length > 0 && (
        <section className="row products-stock-bar" aria-label={t('products.stockChanges')}>
          <span>{t('products.stockEdited', { count: edited.length })}</span>
          <button type="button" disabled={savingStock} onClick={() => void saveStock()}>
            {savingStock ? t('common.saving') : t('products.saveStock', { count: edited.length })}
          </button>
          <button type="button" onClick={() => setStock({})}>
            {t('products.discardStock')}
          </button>
          {stockError && (
            <span className="form-error" role="alert">
              {stockError}
            </span>
          )}
        </section>
      )}
      {products.data && <Pager page={page} limit={PAGE_SIZE} total={products.data.total} onPage={setPage} />}
      {deleting && (
        <ConfirmDialog
          title={t('products.deleteTitle', { name: deleting.name })}
          body={t('products.deleteBody')}
          confirmLabel={t('common.delete')}
          tone="danger"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const target = deleting
            setDeleting(null)
            void act(
              () => api.call(consoleProductDelete, { id: target.id }),
              ({ outcome }) => t(outcome === 'archived' ? 'products.archivedInstead' : 'products.deleted'),
            )
          }}
        />
      )}
    </section>
  )
}
