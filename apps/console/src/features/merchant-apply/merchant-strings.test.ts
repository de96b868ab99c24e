import { describe, expect, it } from 'vitest'
import { MERCHANT_LOCALES } from '../../i18n/merchant-strings'

type Tree = { [key: string]: string | Tree }
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[prefix + k, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
  )

// Issue #48: the merchant screens' strings load with them (not in create-i18n.ts's LOCALES, which
// locales.test.ts checks), so their parity is checked here.
describe('merchant screens strings', () => {
  const english = leaves(MERCHANT_LOCALES.en as unknown as Tree)
    .map(([k]) => k)
    .sort()

  it.each(Object.keys(MERCHANT_LOCALES) as (keyof typeof MERCHANT_LOCALES)[])(
    '%s has every English key, each with text',
    (lang) => {
      const strings = leaves(MERCHANT_LOCALES[lang] as unknown as Tree)
      expect(strings.map(([k]) => k).sort()).toEqual(english)
      for (const [key, text] of strings) expect(text.trim(), key).not.toBe('')
    },
  )
})
