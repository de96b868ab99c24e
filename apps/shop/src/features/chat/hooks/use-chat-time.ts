import { atom, useAtomValue } from 'jotai'
import { languageAtom } from '../../../lib/language/language-atoms'
import { createChatTimeFormatter } from '../state/chat-time'

/** One formatter per language in a store, not one per chat row (see lib/use-formatters.ts). */
const chatTimeAtom = atom((get) => createChatTimeFormatter(get(languageAtom)))

export function useChatTime() {
  return useAtomValue(chatTimeAtom)
}
