import { indexProduct, type ProductSort } from '@crossmart/api-client'
import { Tabs } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { categoryName } from '../../../components/category-grid'
import { Page } from '../../../components/page'
import { ProductList } from '../../../components/product-list'
import { compact } from '../../../lib/search-params'
import { useApi } from '../../../lib/services'
import { usePagedList } from '../../../lib/use-paged-list'
import { useCategories } from '../hooks/use-categories'
import { SortBar } from './sort-bar'

export interface ProductsSearch {
  categoryId?: number | undefined
  sort?: ProductSort | undefined
}

const ALL = 'all'

/** All products (the "commodity" tab): category tabs, sort, infinite grid. */
export function ProductsScreen({ search }: { search: ProductsSearch }) {
  const { t } = useTranslation()
  const api = useApi()
  const navigate = useNavigate()
  const categories = useCategories()
  const sort = search.sort ?? 'default'
  const list = usePagedList(
    (page) => api.call(indexProduct, compact({ page, limit: 10, categoryId: search.categoryId, sort })),
    [api, search.categoryId, sort],
  )
  const go = (next: ProductsSearch) =>
    void navigate({ to: '/products', search: compact({ ...search, ...next }) })
  const tabs = [
    { key: ALL, label: t('category.all') },
    ...(categories.status === 'success'
      ? categories.data.list.map((category) => ({
          key: String(category.id),
          label: categoryName(category, t),
        }))
      : []),
  ]
  return (
    <Page title={t('title.products')} showBack={false} scroll="child">
      <ProductList
        list={list}
        ariaLabel={t('title.products')}
        header={
          <div className="filters">
            <Tabs
              items={tabs}
              activeKey={search.categoryId ? String(search.categoryId) : ALL}
              onChange={(key) => go({ categoryId: key === ALL ? undefined : Number(key) })}
              label={t('home.categories')}
              sticky={false}
            />
            <SortBar value={sort} onChange={(next) => go({ sort: next === 'default' ? undefined : next })} />
          </div>
        }
      />
    </Page>
  )
}
