import { type EndpointResponse, indexCategory } from '@crossmart/api-client'

/** A category as the shop lists them (names in the request's language): what a product is filed under. */
export type Category = EndpointResponse<typeof indexCategory>['list'][number]

export { indexCategory }

/**
 * Issue #48: the categories a product can be filed under: each top-level category, then its
 * sub-categories named under it ("Computer › Laptops"), as the operator's tree orders them.
 */
export function fileableCategories(list: readonly Category[]): Category[] {
  return list.flatMap((category) => [
    category,
    ...(category.children ?? []).map((child) => ({ ...child, name: `${category.name} › ${child.name}` })),
  ])
}
