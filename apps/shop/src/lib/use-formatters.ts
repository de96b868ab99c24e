import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { createCountFormatter, createPriceFormatter } from './format-price'
import { languageAtom } from './language/language-atoms'

/** Prices (cents -> dollars, one format in every language: issue #31) and counts in the current language's style. */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  return useMemo(() => ({ price: createPriceFormatter(), count: createCountFormatter(language) }), [language])
}
