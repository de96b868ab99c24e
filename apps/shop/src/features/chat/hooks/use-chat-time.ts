import { useAtomValue } from 'jotai'
import { useMemo } from 'react'
import { languageAtom } from '../../../lib/language/language-atoms'
import { createChatTimeFormatter } from '../state/chat-time'

export function useChatTime() {
  const language = useAtomValue(languageAtom)
  return useMemo(() => createChatTimeFormatter(language), [language])
}
