import { type CallingRegion, defaultCallingRegion } from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { useSyncExternalStore } from 'react'
import { languageAtom } from '../lib/language/language-atoms'

const noSubscription = () => () => {}
const browserTags = () => (typeof navigator === 'undefined' ? '' : (navigator.languages ?? []).join(','))
const serverTags = () => ''

/**
 * Issue #31: the country-code picker's default, from the browser's region ("th-TH") else the
 * shop language. The server render has no browser languages: it uses the language, and hydration
 * then moves to the browser's region (useSyncExternalStore's server snapshot) without a mismatch.
 */
export function useDefaultRegion(): CallingRegion {
  const language = useAtomValue(languageAtom)
  const tags = useSyncExternalStore(noSubscription, browserTags, serverTags)
  return defaultCallingRegion(tags === '' ? [] : tags.split(','), language)
}
