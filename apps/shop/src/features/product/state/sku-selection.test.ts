import { describe, expect, it } from 'vitest'
import { emptySelection, isComplete, isOptionAvailable, selectedSku, toggleOption } from './sku-selection'

// colour x size; red/L is sold out, blue/M does not exist.
const skus = [
  { id: 1, specValues: ['red', 'M'], stock: 3, priceCents: 1000 },
  { id: 2, specValues: ['red', 'L'], stock: 0, priceCents: 1100 },
  { id: 3, specValues: ['blue', 'L'], stock: 5, priceCents: 1200 },
]

describe('SKU selection', () => {
  it.each([
    // [selection, spec index, value, available]
    [[null, null], 0, 'red', true],
    [[null, null], 1, 'L', true],
    [['red', null], 1, 'L', false],
    [['red', null], 1, 'M', true],
    [['blue', null], 1, 'M', false],
    [[null, 'L'], 0, 'red', false],
    [[null, 'L'], 0, 'blue', true],
    // the dimension's own choice does not restrict its alternatives
    [['red', 'M'], 0, 'blue', false],
    [['blue', 'L'], 0, 'red', false],
  ] as const)('%j: spec %i = %s available=%s', (selection, index, value, expected) => {
    expect(isOptionAvailable(skus, selection, index, value)).toBe(expected)
  })

  it('toggles and finds the SKU of a complete selection', () => {
    let selection = emptySelection(2)
    expect(isComplete(selection)).toBe(false)
    selection = toggleOption(selection, 0, 'blue')
    selection = toggleOption(selection, 1, 'L')
    expect(isComplete(selection)).toBe(true)
    expect(selectedSku(skus, selection)?.id).toBe(3)
    expect(toggleOption(selection, 1, 'L')).toEqual(['blue', null])
    expect(selectedSku(skus, ['blue', null])).toBeUndefined()
  })
})
