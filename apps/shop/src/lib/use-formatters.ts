import { atom, useAtomValue } from 'jotai'
import { createCountFormatter, createPriceFormatter } from './format-price'
import { languageAtom } from './language/language-atoms'

/**
 * One pair per language in a store, not one per component: building an Intl.NumberFormat loads its
 * locale's data and costs milliseconds, and every product card built its own (the largest part of
 * /home's hydration, 1.2 s of self time at 4x CPU slowdown in scripts/main-thread-profile.ts).
 */
const formattersAtom = atom((get) => {
  const language = get(languageAtom)
  return { price: createPriceFormatter(language), count: createCountFormatter(language) }
})

/** Prices (cents -> dollars) and counts in the current language's number style. */
export function useFormatters() {
  return useAtomValue(formattersAtom)
}
