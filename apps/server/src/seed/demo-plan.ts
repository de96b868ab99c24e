import type { SpecGroup } from '../db/schema/catalog'
import type { ProductTranslations } from '../db/schema/localized'
import {
  DEMO_CATEGORIES,
  DEMO_EDITIONS,
  DEMO_SHOPS,
  demoProductDescription,
  generalistShopIndexes,
  specialistShopIndex,
} from './demo-catalog'
import { demoProductTranslations } from './demo-catalog-languages'

/** One demo product as the seed writes it (before SKUs, pictures and reviews). */
export interface PlannedProduct {
  shopIndex: number
  categoryIndex: number
  /** The kind's English base name (its pictures). */
  kindName: string
  name: string
  /** The English description (demoProductDescription of its shop). */
  description: string
  basePriceCents: number
  specs: SpecGroup[]
  hue: number
  translations: ProductTranslations
}

/**
 * 10 categories x 6 kinds x 3 editions = 180 products. The first two editions of a kind are sold by
 * its category's specialist shop, the third by one of the generalists (issue #46: a shop sells only
 * its trade). The order (category, kind, edition) is the seed's random draw order: keep it.
 */
export function planDemoProducts(): PlannedProduct[] {
  const generalists = generalistShopIndexes()
  const planned: PlannedProduct[] = []
  DEMO_CATEGORIES.forEach((category, categoryIndex) => {
    const specialist = specialistShopIndex(category.slug)
    category.kinds.forEach((kind, kindIndex) => {
      DEMO_EDITIONS.forEach((edition, editionIndex) => {
        const shopIndex =
          editionIndex < 2 || generalists.length === 0
            ? specialist
            : generalists[(categoryIndex + kindIndex) % generalists.length]!
        const shop = DEMO_SHOPS[shopIndex]!
        const name = kind.name + edition.suffix
        planned.push({
          shopIndex,
          categoryIndex,
          kindName: kind.name,
          name,
          description: demoProductDescription(name, shop),
          basePriceCents: Math.round((kind.priceCents * edition.priceFactor) / 10) * 10 - 1,
          specs: kind.specs,
          hue: (category.hue + kindIndex * 17 + editionIndex * 40) % 360,
          translations: demoProductTranslations(
            kind.name,
            edition.suffix,
            shop.name,
            kind.specs.flatMap((group) => [group.name, ...group.values]),
          ),
        })
      })
    })
  })
  return planned
}
