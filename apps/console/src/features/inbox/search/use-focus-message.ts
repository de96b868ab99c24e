import type { HistoryState } from '@crossmart/im-react'
import type { ChatMessage } from '@crossmart/im-sdk'
import { type RefObject, useEffect, useRef } from 'react'

/** The class a found message gets while it is the search's target (console.css). */
export const FOUND_CLASS = 'msg--found'

/**
 * Issue #29: opens a conversation at a message a search found. Once the first history page is in,
 * older pages are loaded until the message of `focusSeq` is there (useChannelMessages' loadUntil,
 * at most its maxRestorePages pages), then it is scrolled to the middle and marked. Each message's
 * `li` carries its seq (`data-seq`, message-item.tsx).
 */
export function useFocusMessage({
  listRef,
  messages,
  history,
  loadUntil,
  focusSeq,
}: {
  listRef: RefObject<HTMLOListElement | null>
  messages: readonly ChatMessage[]
  history: HistoryState
  loadUntil(seq: number): Promise<boolean>
  focusSeq: number | null
}): void {
  const asked = useRef<number | null>(null)
  const shown = useRef<number | null>(null)
  useEffect(() => {
    if (focusSeq === null || history === 'loading' || asked.current === focusSeq) return
    asked.current = focusSeq
    void loadUntil(focusSeq)
  }, [focusSeq, history, loadUntil])
  useEffect(() => {
    if (focusSeq === null || shown.current === focusSeq) return
    if (!messages.some((m) => m.messageSeq === focusSeq)) return
    // By its seq, not its place: private notes sit among the messages (issue #44).
    const element = listRef.current?.querySelector<HTMLElement>(`:scope > [data-seq="${focusSeq}"]`)
    if (!element) return
    shown.current = focusSeq
    for (const old of listRef.current?.querySelectorAll(`.${FOUND_CLASS}`) ?? [])
      old.classList.remove(FOUND_CLASS)
    element.classList.add(FOUND_CLASS)
    // After the pane's own scroll to the newest message (same commit), so this one wins.
    requestAnimationFrame(() => element.scrollIntoView({ block: 'center' }))
  }, [focusSeq, messages, listRef])
}
