import { PhraseProvider, PhraseText } from '@crossmart/ui-kit'
import { useAtomValue } from 'jotai'
import type { ReactNode } from 'react'
import { INTL_LOCALE } from '../i18n/languages'
import { languageAtom } from '../lib/language/language-atoms'

/**
 * A product's name as it wraps in cards, the cart, checkout and the product title (issue #46):
 * Thai and Japanese words are never cut in the middle ("โทรศัพท์มือ|ถือ", "デフォル|ト").
 */
export function ProductName({ name, className }: { name: string; className?: string }) {
  return <PhraseText text={name} {...(className ? { className } : {})} />
}

/** One word segmenter for the shopper's language, shared by every ProductName (app.tsx). */
export function ProductNameProvider({ children }: { children: ReactNode }) {
  const language = useAtomValue(languageAtom)
  return <PhraseProvider locale={INTL_LOCALE[language]}>{children}</PhraseProvider>
}
