import {
  notificationList,
  notificationRead,
  notificationReadAll,
  notificationUnreadCount,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { listNotifications, markAllRead, markRead, unreadCount } from './notification-queries'

/** /notification: the feed, its unread count, and read state. */
export function createNotificationRoutes({ db, clock, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(notificationList, async ({ input, session }) => {
    const { userId } = await session()
    return listNotifications(db, userId, input?.page ?? 1, input?.limit ?? 10)
  })

  mount(notificationUnreadCount, async ({ session }) => ({
    unread: await unreadCount(db, (await session()).userId),
  }))

  mount(notificationRead, async ({ input, session }) => {
    await markRead(db, clock, (await session()).userId, input.id)
    return null
  })

  mount(notificationReadAll, async ({ session }) => ({
    marked: await markAllRead(db, clock, (await session()).userId),
  }))

  return router
}
