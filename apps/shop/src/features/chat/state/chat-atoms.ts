import { atom } from 'jotai'

/**
 * shop-spec §3 "Chat state: a count of new chat messages": the sum of the conversations' logical
 * unread counts (chat-spec §5), written by the chat session; 0 while no chat session runs.
 */
export const chatUnreadAtom = atom(0)
