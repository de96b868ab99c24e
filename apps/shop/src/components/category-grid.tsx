import { CATEGORY_LABELS, type CategoryLabel } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export interface CategoryItem {
  id: number
  label: string
  name: string
  icon: string
}

function isCategoryLabel(label: string): label is CategoryLabel {
  return (CATEGORY_LABELS as readonly string[]).includes(label)
}

/** shop-spec §3 category labels are translated by the app; an unknown label shows the server's name. */
export function categoryName(
  category: Pick<CategoryItem, 'label' | 'name'>,
  // Any screen's t: the category keys are core keys, which every namespace's t resolves.
  t: (key: `category.${CategoryLabel}`) => string,
): string {
  return isCategoryLabel(category.label) ? t(`category.${category.label}`) : category.name
}

/** Category tiles; a tap lists the category's products (through search, a public path). */
export function CategoryGrid({ categories }: { categories: readonly CategoryItem[] }) {
  const { t } = useTranslation()
  return (
    <ul className="category-grid">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to="/search" search={{ categoryId: category.id }} className="category-tile">
            <LazyImage
              src={category.icon}
              alt=""
              width={40}
              height={40}
              sizes="40px"
              fit="contain"
              className="category-tile__icon"
            />
            <span className="category-tile__name">{categoryName(category, t)}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
