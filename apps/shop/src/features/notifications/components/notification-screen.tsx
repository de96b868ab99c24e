import {
  type Notification,
  notificationList,
  notificationRead,
  notificationReadAll,
} from '@crossmart/api-client'
import { Button } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { PagedList } from '../../../components/paged-list'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useDateTime } from '../../../lib/use-date-time'
import { useFormatters } from '../../../lib/use-formatters'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { usePagedList } from '../../../lib/use-paged-list'
import { useSubmit } from '../../../lib/use-submit'
import { noticeLink, remarkOf, templateName, templateValues } from '../state/notification-view'
import '../../../components/account-lists.css'

const PAGE_LIMIT = 20

/**
 * /notification: what happened to the shopper's orders and money, newest first (infinite list,
 * pull-to-refresh), rendered in the current language from the template key and params. A tap marks
 * the notice read and opens its order or record.
 */
export function NotificationScreen() {
  const { t } = useStrings('notifications')
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const list = usePagedList((page) => api.call(notificationList, { page, limit: PAGE_LIMIT }), [api])
  useOnReveal(list.refresh)
  const hasUnread = list.items.some((item) => !item.read)

  const markRead = (id: number) =>
    list.update((items) => items.map((item) => (item.id === id ? { ...item, read: true } : item)))
  const open = useSubmit(async (notice: Notification) => {
    if (!notice.read) {
      await api.call(notificationRead, { id: notice.id })
      markRead(notice.id)
    }
    const link = noticeLink(notice.target)
    if (link) await navigate(link)
  })
  const readAll = useSubmit(async () => {
    await api.call(notificationReadAll)
    list.update((items) => items.map((item) => ({ ...item, read: true })))
    toast.success(t('allRead'))
  })

  return (
    <Page
      title={t('title.notification')}
      scroll="child"
      right={
        hasUnread ? (
          <Button size="small" variant="plain" loading={readAll.busy} onClick={() => void readAll.run()}>
            {t('markAllRead')}
          </Button>
        ) : null
      }
    >
      <PagedList
        list={list}
        getKey={(item) => item.id}
        skeleton={<ListRowsSkeleton rows={6} />}
        emptyText={t('empty')}
        ariaLabel={t('list')}
        renderItem={(notice) => <NoticeRow notice={notice} onOpen={() => void open.run(notice)} />}
      />
    </Page>
  )
}

function NoticeRow({ notice, onOpen }: { notice: Notification; onOpen: () => void }) {
  const { t } = useStrings('notifications')
  const format = useFormatters()
  const dateTime = useDateTime()
  const name = templateName(notice.templateKey)
  const values = templateValues(notice.params, format.price)
  const remark = remarkOf(notice.params)
  return (
    <button type="button" className={notice.read ? 'notice' : 'notice is-unread'} onClick={onOpen}>
      <span className="notice__dot" aria-hidden="true" />
      <span className="notice__text">
        <span className="notice__title">
          {notice.read ? null : <span className="cm-visually-hidden">{t('unread')}: </span>}
          {t(`templates.${name}.title`, values)}
        </span>
        <span>{t(`templates.${name}.body`, values)}</span>
        {remark ? <span className="muted small">{t('remark', { remark })}</span> : null}
        <time className="muted small" dateTime={notice.createdAt}>
          {dateTime(notice.createdAt)}
        </time>
      </span>
    </button>
  )
}
