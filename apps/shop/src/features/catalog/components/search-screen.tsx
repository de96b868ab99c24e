import { indexProduct, type ProductSummary, productSearch } from '@crossmart/api-client'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import { categoryName, flattenCategories } from '../../../components/category-grid'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { ProductList } from '../../../components/product-list'
import { useStrings } from '../../../i18n/use-strings'
import { compact } from '../../../lib/search-params'
import { useApi, useServices } from '../../../lib/services'
import { type Page as ListPage, usePagedList } from '../../../lib/use-paged-list'
import { useCategories } from '../hooks/use-categories'
import { createRecentSearches } from '../state/recent-searches'
import { SearchAssist } from './search-assist'

export interface SearchSearch {
  keyword?: string | undefined
  categoryId?: number | undefined
}

/** Search by keyword (optionally within a category); also lists a category's products. */
export function SearchScreen({ search }: { search: SearchSearch }) {
  const { t } = useStrings('catalog')
  const api = useApi()
  const navigate = useNavigate()
  const categories = useCategories()
  const { deviceStorage } = useServices()
  const recentSearches = useMemo(() => createRecentSearches(deviceStorage), [deviceStorage])
  // Read after hydration, never in the first render: the server has no device storage, so a first
  // render with the stored list differs from the server's HTML (React error #418, issue #46).
  const [recent, setRecent] = useState<string[]>([])
  useEffect(() => setRecent(recentSearches.list()), [recentSearches])
  const [draft, setDraft] = useState(search.keyword ?? '')
  // A new keyword in the URL replaces the draft; showing the kept page again does not.
  const [draftFor, setDraftFor] = useState(search.keyword)
  if (draftFor !== search.keyword) {
    setDraftFor(search.keyword)
    setDraft(search.keyword ?? '')
  }
  const { keyword, categoryId } = search
  const searching = keyword !== undefined || categoryId !== undefined
  const list = usePagedList(
    (page): Promise<ListPage<ProductSummary>> => {
      if (keyword) return api.call(productSearch, { keyword, categoryId, page, limit: 10 })
      if (categoryId) return api.call(indexProduct, { categoryId, page, limit: 10 })
      return Promise.resolve({ list: [], total: 0, page: 1, limit: 10 })
    },
    [api, keyword, categoryId],
  )
  const searchFor = (text: string) => {
    const next = text.trim()
    if (next) setRecent(recentSearches.add(next))
    setDraft(next)
    void navigate({ to: '/search', search: compact({ keyword: next || undefined, categoryId }) })
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    searchFor(draft)
  }
  const category =
    categoryId !== undefined && categories.status === 'success'
      ? flattenCategories(categories.data.list).find((c) => c.id === categoryId)
      : undefined
  const heading = keyword
    ? t('search.results', { keyword })
    : category
      ? categoryName(category, t)
      : undefined

  return (
    <Page title={t('title.search')} scroll="child">
      <ProductList
        list={list}
        ariaLabel={heading ?? t('title.search')}
        emptyText={
          keyword ? t('search.noResults', { keyword }) : searching ? t('common.empty') : t('search.hint')
        }
        header={
          <>
            <search className="search-form">
              <form className="search-form__form" onSubmit={submit}>
                <Icon name="search" size={18} />
                <input
                  type="search"
                  enterKeyHint="search"
                  value={draft}
                  onChange={(event) => setDraft(event.target.value)}
                  placeholder={t('search.placeholder')}
                  aria-label={t('search.placeholder')}
                  maxLength={100}
                />
                <button type="submit" className="search-form__submit">
                  {t('search.submit')}
                </button>
              </form>
            </search>
            <SearchAssist
              draft={draft}
              keyword={keyword ?? ''}
              recent={recent}
              onPick={searchFor}
              onClearRecent={() => setRecent(recentSearches.clear())}
            />
            {heading ? <h2 className="section__title pad-x">{heading}</h2> : null}
          </>
        }
      />
    </Page>
  )
}
