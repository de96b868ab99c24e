import { CATEGORY_LABELS, type CategoryLabel } from '@crossmart/api-client'
import { LazyImage } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export interface CategoryItem {
  id: number
  label: string
  name: string
  icon: string
  /** Issue #48: a top-level category's visible sub-categories (two levels), in display order. */
  children?: readonly CategoryItem[] | undefined
}

/** Every category of the tree, parents before their children (a child is looked up by id too). */
export function flattenCategories<T extends CategoryItem>(list: readonly T[]): CategoryItem[] {
  return list.flatMap((category) => [category, ...(category.children ?? [])])
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

/**
 * Issue #48: the sub-categories of each top-level category that has some, under its name; a tap
 * lists the sub-category's products (a parent's list holds its children's too).
 */
export function CategoryChildren({ categories }: { categories: readonly CategoryItem[] }) {
  const { t } = useTranslation()
  const parents = categories.filter((category) => (category.children ?? []).length > 0)
  if (parents.length === 0) return null
  return (
    <>
      {parents.map((parent) => (
        <section key={parent.id} className="category-children" aria-labelledby={`category-${parent.id}`}>
          <h2 id={`category-${parent.id}`} className="section__title">
            {categoryName(parent, t)}
          </h2>
          <ul className="category-children__list">
            {(parent.children ?? []).map((child) => (
              <li key={child.id}>
                <Link to="/search" search={{ categoryId: child.id }} className="category-children__link">
                  {categoryName(child, t)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
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
