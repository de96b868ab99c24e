import { PRODUCT_SORT, type ProductSort } from '@crossmart/api-client'
import { useTranslation } from 'react-i18next'

/** Sort chips for product lists (a radio group). */
export function SortBar({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation()
  return (
    <div role="radiogroup" aria-label={t('sort.label')} className="chips">
      {PRODUCT_SORT.map((sort) => (
        // biome-ignore lint/a11y/useSemanticElements: a styled chip group; role radio with aria-checked is the ARIA radio pattern
        <button
          key={sort}
          type="button"
          role="radio"
          aria-checked={sort === value}
          className={sort === value ? 'chip is-active' : 'chip'}
          onClick={() => onChange(sort)}
        >
          {t(`sort.${sort}`)}
        </button>
      ))}
    </div>
  )
}
