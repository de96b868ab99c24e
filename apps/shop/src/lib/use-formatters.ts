import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { languageAtom } from '../features/language/state/language-atoms'
import { createCountFormatter, createPriceFormatter } from './format-price'

/** Prices (cents -> dollars) and counts in the current language's number style. */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  return useMemo(
    () => ({ price: createPriceFormatter(language), count: createCountFormatter(language) }),
    [language],
  )
}
