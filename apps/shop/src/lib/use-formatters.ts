import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { createCountFormatter, createPriceFormatter } from './format-price'
import { languageAtom } from './language/language-atoms'

/** Prices (cents -> dollars) and counts in the current language's number style. */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  return useMemo(
    () => ({ price: createPriceFormatter(language), count: createCountFormatter(language) }),
    [language],
  )
}
