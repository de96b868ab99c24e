import { consoleProductSave, parseRequest } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { emptyProductForm, inputOfForm, type ProductForm, regenerateSkus, valuesOf } from './product-form'

const filled = (overrides: Partial<ProductForm> = {}): ProductForm => {
  const form = emptyProductForm(3)
  form.texts.en = { name: 'Mug', description: '' }
  form.skus = [{ values: [], price: '12.50', stock: '4' }]
  return { ...form, ...overrides }
}

describe('the product form (issue #48)', () => {
  it('reads option values separated by commas (also the Chinese ones), blanks dropped', () => {
    expect(valuesOf({ name: 'Colour', values: ' Red, Blue ,,绿色，黑色、白色' })).toEqual([
      'Red',
      'Blue',
      '绿色',
      '黑色',
      '白色',
    ])
  })

  it('generates every combination and keeps what a known one was given', () => {
    const first = regenerateSkus(
      [{ name: 'Colour', values: 'Red, Blue' }],
      [{ values: [], price: '10', stock: '' }],
    )
    expect(first).toEqual([
      { values: ['Red'], price: '10', stock: '' },
      { values: ['Blue'], price: '10', stock: '' },
    ])
    const priced = first.map((row, i) => ({ ...row, stock: String(i + 1) }))
    const grown = regenerateSkus(
      [
        { name: 'Colour', values: 'red, Blue' },
        { name: 'Size', values: '' },
      ],
      priced,
    )
    // A group without values yet adds nothing; "red" is the Red SKU retyped.
    expect(grown).toEqual([
      { values: ['red'], price: '10', stock: '1' },
      { values: ['Blue'], price: '10', stock: '2' },
    ])
    expect(regenerateSkus([], grown)).toEqual([{ values: [], price: '10', stock: '' }])
  })

  it('sends dollars as integer cents and languages without text not at all', () => {
    const input = inputOfForm(filled({ listPrice: '15' }))
    expect(input).toEqual({
      texts: { en: { name: 'Mug', description: '' } },
      categoryId: 3,
      status: 'draft',
      options: [],
      skus: [{ values: [], priceCents: 1_250, stock: 4 }],
      listPriceCents: 1_500,
      images: [],
    })
    expect(parseRequest(consoleProductSave, input).ok).toBe(true)
  })

  it.each([
    ['a negative price', { price: '-3', stock: '1' }, 'validation.pricePositive'],
    ['a price that is not an amount', { price: 'abc', stock: '1' }, 'validation.priceInvalid'],
    ['no stock figure', { price: '3', stock: '' }, 'validation.stockRequired'],
    ['a negative stock', { price: '3', stock: '-1' }, 'validation.stockInvalid'],
    ['a fractional stock', { price: '3', stock: '1.5' }, 'validation.stockRequired'],
  ])('passes %s on for the contract to name', (_name, sku, messageKey) => {
    const result = parseRequest(consoleProductSave, inputOfForm(filled({ skus: [{ values: [], ...sku }] })))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues.map((i) => i.messageKey)).toContain(messageKey)
  })
})
