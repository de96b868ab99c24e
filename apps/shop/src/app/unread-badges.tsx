import { notificationUnreadCount } from '@crossmart/api-client'
import { useRouterState } from '@tanstack/react-router'
import { useSetAtom } from 'jotai'
import { useEffect } from 'react'
import { useChatUnread } from '../features/chat/hooks/use-chat-unread'
import { useApi } from '../lib/services'
import { unreadChatAtom, unreadNotificationsAtom } from '../lib/unread-badges/unread-badges-atom'

/**
 * Issue #31: keeps the shell's unread badges current for a signed-in shopper. Its own chunk, loaded
 * after the first paint and never for a guest, so /home's first-load JavaScript does not grow
 * (shop README "Performance budget"). The chat count is live: the chat session (started here, as
 * the me page does) writes it as messages arrive and are read. Notifications have no push, so
 * their count is asked again on every navigation (opening /notification reads them).
 */
export default function UnreadBadges() {
  const chat = useChatUnread()
  const api = useApi()
  const path = useRouterState({ select: (state) => state.location.pathname })
  const setChat = useSetAtom(unreadChatAtom)
  const setNotifications = useSetAtom(unreadNotificationsAtom)
  useEffect(() => setChat(chat), [chat, setChat])
  // Unmounted at logout: the counts were this shopper's, so no badge stays for a guest.
  useEffect(
    () => () => {
      setChat(0)
      setNotifications(0)
    },
    [setChat, setNotifications],
  )
  useEffect(() => {
    let current = true
    api.call(notificationUnreadCount, undefined, { quiet: true }).then(
      ({ unread }) => {
        if (current) setNotifications(unread)
      },
      () => {
        // Offline: the badge keeps its last count.
      },
    )
    return () => {
      current = false
    }
    // `path` is why this runs again: each page change asks for the count.
  }, [api, path, setNotifications])
  return null
}
