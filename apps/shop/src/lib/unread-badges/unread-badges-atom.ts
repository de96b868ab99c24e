import { atom } from 'jotai'

/**
 * Issue #31 badges: unread chat messages (shop-spec §3 chat state) and unread notifications, for
 * the bottom bar's Me tab and the home header. Written by app/unread-badges.tsx (a chunk loaded
 * only for a signed-in shopper); 0 until then, so no badge shows.
 */
export const unreadChatAtom = atom(0)
export const unreadNotificationsAtom = atom(0)
