import { atom, useAtomValue } from 'jotai'
import { formatCount, formatPrice } from './format-price'
import { languageAtom } from './language/language-atoms'

/**
 * One pair per language in a store, not one per component: every product card built its own pair of
 * Intl.NumberFormat once (1.2 s of /home's hydration at 4x CPU slowdown); the formatters no longer
 * use Intl (format-price.ts), but a card still has no reason to build its own.
 */
const formattersAtom = atom((get) => {
  const language = get(languageAtom)
  // Money is written the same in the five languages (format-price.ts); counts are not.
  return { price: formatPrice, count: (value: number) => formatCount(language, value) }
})

/** Prices (cents -> dollars) and counts in the current language's number style. */
export function useFormatters() {
  return useAtomValue(formattersAtom)
}
