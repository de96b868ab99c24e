import { PRODUCT_SORT, type ProductSort } from '@crossmart/api-client'
import { useStrings } from '../../../i18n/use-strings'

/** Sort chips for product lists (a radio group). */
export function SortBar({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useStrings('catalog')
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
