import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { intlWordSegmenter, type WordSegmenter } from './phrase-segments.js'

const PhraseContext = /*#__PURE__*/ createContext<WordSegmenter | null | undefined>(undefined)

export interface PhraseProviderProps {
  /** The interface language (BCP 47): one word segmenter for it is shared by every PhraseText below. */
  locale: string
  children?: ReactNode
}

/** One Intl.Segmenter for every PhraseText below (a list of cards would otherwise build one each). */
export function PhraseProvider({ locale, children }: PhraseProviderProps) {
  const segmenter = useMemo(() => intlWordSegmenter(locale), [locale])
  return <PhraseContext value={segmenter}>{children}</PhraseContext>
}

/** The provider's segmenter; undefined outside any provider. */
export function usePhraseSegmenter(): WordSegmenter | null | undefined {
  return useContext(PhraseContext)
}
