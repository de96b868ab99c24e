import { indexHotProduct } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'
import { Page } from '../../../components/page'
import { ProductList } from '../../../components/product-list'
import { useApi } from '../../../lib/services'
import { usePagedList } from '../../../lib/use-paged-list'

/** Popular products: the hot list, infinite. */
export function PopularScreen() {
  const { t } = useTranslation()
  const api = useApi()
  const list = usePagedList((page) => api.call(indexHotProduct, { page, limit: 10 }), [api])
  return (
    <Page title={t('title.popular')} scroll="child">
      <ProductList list={list} ariaLabel={t('title.popular')} />
    </Page>
  )
}
