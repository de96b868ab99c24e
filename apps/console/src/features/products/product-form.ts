import {
  type ConsoleProduct,
  type EditableListingStatus,
  LANGUAGES,
  type Language,
  optionKey,
  type ProductInput,
  skuCombinations,
  skuLabelOf,
} from '@crossmart/api-client'
import { centsToDecimal, dollarsToCents } from '../../lib/money-input'

/**
 * Issue #48: the product editor's state, as typed (prices as dollar text, stock as text), and its
 * translation into the contract's ProductInput. Pure: the screen renders it, tests drive it.
 */
export interface SkuRow {
  values: string[]
  price: string
  stock: string
}

export interface OptionRow {
  name: string
  /** Values as typed, comma separated ("Red, Blue"). */
  values: string
}

export interface ProductForm {
  id: number | undefined
  texts: Record<Language, { name: string; description: string }>
  categoryId: number | null
  status: EditableListingStatus
  options: OptionRow[]
  skus: SkuRow[]
  listPrice: string
  images: string[]
}

const emptyTexts = (): ProductForm['texts'] =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, { name: '', description: '' }])) as ProductForm['texts']

export function emptyProductForm(categoryId: number | null = null): ProductForm {
  return {
    id: undefined,
    texts: emptyTexts(),
    categoryId,
    status: 'draft',
    options: [],
    skus: [{ values: [], price: '', stock: '' }],
    listPrice: '',
    images: [],
  }
}

/** An option row's values: comma separated, trimmed, blanks dropped. */
export const valuesOf = (row: OptionRow): string[] =>
  row.values
    .split(/[,，、]/)
    .map((v) => v.trim())
    .filter((v) => v !== '')

/** The option groups as the contract takes them (blank rows ignored while typing). */
export function optionGroupsOf(options: readonly OptionRow[]) {
  return options.map((row) => ({ name: row.name.trim(), values: valuesOf(row) }))
}

/**
 * The SKU grid after the options changed: one row per combination, a combination that was there
 * keeps its price and stock, a new one starts with the first row's price and no stock figure (the
 * merchant must give one: "an SKU without stock" is refused).
 */
export function regenerateSkus(options: readonly OptionRow[], previous: readonly SkuRow[]): SkuRow[] {
  const groups = optionGroupsOf(options).filter((g) => g.values.length > 0)
  const known = new Map(previous.map((row) => [row.values.map(optionKey).join('\u0000'), row]))
  const defaultPrice = previous[0]?.price ?? ''
  return skuCombinations(groups).map((values) => {
    const old = known.get(values.map(optionKey).join('\u0000'))
    return old ? { ...old, values } : { values, price: defaultPrice, stock: '' }
  })
}

/** The editor's form of a saved product. */
export function formOfProduct(product: ConsoleProduct): ProductForm {
  const texts = emptyTexts()
  for (const lang of LANGUAGES) {
    const text = product.texts[lang]
    if (text) texts[lang] = { name: text.name ?? '', description: text.description ?? '' }
  }
  return {
    id: product.id,
    texts,
    categoryId: product.categoryId,
    status: product.status === 'archived' ? 'unlisted' : product.status,
    options: product.options.map((g) => ({ name: g.name, values: g.values.join(', ') })),
    skus: product.skus.map((s) => ({
      values: s.values,
      price: centsToDecimal(s.priceCents),
      stock: String(s.stock),
    })),
    listPrice: product.listPriceCents === null ? '' : centsToDecimal(product.listPriceCents),
    images: product.images,
  }
}

/** A price as typed: cents, or the text itself (the contract refuses it with its message). */
const priceOf = (text: string): number | string => {
  const trimmed = text.trim()
  if (trimmed.startsWith('-')) {
    const cents = dollarsToCents(trimmed.slice(1))
    return cents === null ? trimmed : -cents
  }
  return dollarsToCents(trimmed) ?? trimmed
}

/** Stock as typed: a whole number, or absent when blank (the contract names the missing figure). */
const stockOf = (text: string): number | string | undefined => {
  const trimmed = text.trim()
  if (trimmed === '') return undefined
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/**
 * The request the form makes. What the merchant typed wrongly is passed on as typed, so the
 * contract's schema (the server's own) names the problem in its words.
 */
export function inputOfForm(form: ProductForm): ProductInput {
  const texts: ProductInput['texts'] = {}
  for (const lang of LANGUAGES) {
    const { name, description } = form.texts[lang]
    if (name.trim() || description.trim()) texts[lang] = { name, description }
  }
  const listPrice = form.listPrice.trim()
  return {
    ...(form.id !== undefined && { id: form.id }),
    texts,
    categoryId: form.categoryId ?? 0,
    status: form.status,
    options: optionGroupsOf(form.options),
    skus: form.skus.map((row) => ({
      values: row.values,
      priceCents: priceOf(row.price),
      stock: stockOf(row.stock),
    })) as ProductInput['skus'],
    ...(listPrice !== '' && { listPriceCents: priceOf(listPrice) as number }),
    images: form.images,
  }
}

/** A SKU row's label ('Red / M'), or the product's name when it has no options. */
export const skuRowLabel = (row: SkuRow): string => skuLabelOf(row.values)
