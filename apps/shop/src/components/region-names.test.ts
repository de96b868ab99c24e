import { describe, expect, it } from 'vitest'
import { matchesRegionQuery, regionOptions } from './region-names'

const en = regionOptions('en')
const find = (query: string, options = en) =>
  options.filter((option) => matchesRegionQuery(option, query)).map((option) => option.region)

describe('the country pickers’ search (issue #31)', () => {
  it('finds a country by the start of any word of its name, ignoring case and accents', () => {
    expect(find('thai')).toEqual(['TH'])
    expect(find('KING')).toContain('GB')
    expect(find('king')).not.toContain('BF') // Burkina Faso: "kina" is inside a word
    expect(find('cote')).toContain('CI')
    expect(find('turk')).toContain('TR')
  })

  it('finds a country by its two-letter code and by its calling code, with or without "+"', () => {
    expect(find('th')).toContain('TH')
    expect(find('+66')).toEqual(['TH'])
    expect(find('66')).toEqual(['TH'])
    expect(find(' +44 ')).toEqual(expect.arrayContaining(['GB']))
    expect(find('+1')).toEqual(expect.arrayContaining(['US', 'CA']))
  })

  it('matches everything when empty and nothing for nonsense', () => {
    expect(find('')).toHaveLength(en.length)
    expect(find('   ')).toHaveLength(en.length)
    expect(find('qqq')).toEqual([])
  })

  it('searches the names in the shopper’s language', () => {
    expect(find('泰', regionOptions('zh'))).toEqual(['TH'])
    expect(find('タイ', regionOptions('jp'))).toEqual(['TH'])
  })
})
