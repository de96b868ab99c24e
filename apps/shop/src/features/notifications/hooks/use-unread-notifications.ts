import { notificationUnreadCount } from '@crossmart/api-client'
import { useServices } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'

/** How many notifications are unread, asked again each time the kept-alive page shows. */
export function useUnreadNotifications(): number {
  const { api } = useServices()
  const unread = useRequest(() => api.call(notificationUnreadCount), [api])
  useOnReveal(unread.reload)
  return unread.status === 'success' ? unread.data.unread : 0
}
