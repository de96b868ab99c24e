import { Badge } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { useUnreadNotifications } from '../hooks/use-unread-notifications'

/** The me page's link to /notification with the unread count. */
export function NotificationsEntry() {
  const { t } = useStrings('me')
  const unread = useUnreadNotifications()
  return (
    <Link to="/notification" className="link-row">
      <Icon name="bell" size={20} />
      <span>{t('notifications')}</span>
      {unread > 0 ? <Badge content={unread} label={t('unread', { count: unread })} /> : null}
      <Icon name="chevron" size={16} />
    </Link>
  )
}
