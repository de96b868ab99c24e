import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { createCountFormatter, createPriceFormatter, createSignedPriceFormatter } from './format-price'
import { languageAtom } from './language/language-atoms'

/**
 * Prices (cents -> dollars, one format in every language, issue #31), signed movements and counts
 * (in the current language's number style).
 */
export function useFormatters() {
  const language = useAtomValue(languageAtom)
  const money = useMemo(
    () => ({ price: createPriceFormatter(), signedPrice: createSignedPriceFormatter() }),
    [],
  )
  return useMemo(() => ({ ...money, count: createCountFormatter(language) }), [money, language])
}
