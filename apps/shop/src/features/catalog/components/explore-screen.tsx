import { indexCategory } from '@crossmart/api-client'
import { Empty } from '@crossmart/ui-kit'
import { useTranslation } from 'react-i18next'
import { CategoryChildren, CategoryGrid } from '../../../components/category-grid'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { CategoryGridSkeleton } from '../../../components/skeletons'
import { useApi } from '../../../lib/services'
import { useRequest } from '../../../lib/use-request'

/** Explore: every category (issue #48: the sub-categories under their parents); a tap lists its products. */
export function ExploreScreen() {
  const { t } = useTranslation()
  const api = useApi()
  const categories = useRequest(() => api.call(indexCategory), [api])
  return (
    <Page title={t('title.explore')}>
      <section className="section" aria-busy={categories.status === 'loading'}>
        {categories.status === 'loading' ? (
          <CategoryGridSkeleton />
        ) : categories.status === 'error' ? (
          <ErrorState error={categories.error} onRetry={() => void categories.reload()} />
        ) : categories.data.list.length === 0 ? (
          <Empty description={t('common.empty')} />
        ) : (
          <>
            <CategoryGrid categories={categories.data.list} />
            <CategoryChildren categories={categories.data.list} />
          </>
        )}
      </section>
    </Page>
  )
}
