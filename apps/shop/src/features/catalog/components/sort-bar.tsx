import { PRODUCT_SORT, type ProductSort } from '@crossmart/api-client'
import { RadioGroup } from '../../../components/radio-group'
import { useStrings } from '../../../i18n/use-strings'

/** Sort chips for product lists (a radio group). */
export function SortBar({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useStrings('catalog')
  return (
    <RadioGroup
      options={PRODUCT_SORT.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
      value={value}
      onChange={onChange}
      ariaLabel={t('sort.label')}
      className="chips"
    />
  )
}
