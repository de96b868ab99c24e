import { atom, useAtomValue } from 'jotai'
import { createCountFormatter, createPriceFormatter } from './format-price'
import { languageAtom } from './language/language-atoms'

/**
 * One pair of formatters per language and store, not per component: building an Intl.NumberFormat
 * costs about a millisecond on a mid-range phone, and /home renders dozens of prices, so a pair per
 * card was a third of a second of hydration at 4x slowdown (issue #26, scripts/main-thread-profile.ts).
 * A derived atom is recomputed only when the language changes.
 */
const formattersAtom = atom((get) => {
  const language = get(languageAtom)
  return { price: createPriceFormatter(language), count: createCountFormatter(language) }
})

/** Prices (cents -> dollars) and counts in the current language's number style. */
export function useFormatters() {
  return useAtomValue(formattersAtom)
}
