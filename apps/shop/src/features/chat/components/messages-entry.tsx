import { Badge } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { ChatIcon } from '../../../components/chat-icon'
import { Icon } from '../../../components/icon'
import { useStrings } from '../../../i18n/use-strings'
import { useChatUnread } from '../hooks/use-chat-unread'

/** /chatRoom with shop-spec §3's chat state: the count of new chat messages. */
export function MessagesEntry() {
  const { t } = useStrings('me')
  const unread = useChatUnread()
  return (
    <section className="section" aria-label={t('messages')}>
      <ul className="link-list">
        <li>
          <Link to="/chatRoom/{-$merId}" params={{ merId: undefined }} className="link-row">
            <ChatIcon size={20} />
            <span>{t('messages')}</span>
            {unread > 0 ? <Badge content={unread} label={t('unread', { count: unread })} /> : null}
            <Icon name="chevron" size={16} />
          </Link>
        </li>
      </ul>
    </section>
  )
}
