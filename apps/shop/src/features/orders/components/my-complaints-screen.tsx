import { complaintList } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { PagedList } from '../../../components/paged-list'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { usePagedList } from '../../../lib/use-paged-list'
import { ComplaintCard } from './complaint-card'
import './orders.css'

/**
 * /complaints (issue #31 "Complaints can be followed"): the shopper's own complaints, newest first,
 * with their state and the operator's resolution note; read again whenever the page is shown.
 */
export function MyComplaintsScreen() {
  const { t } = useStrings('orders')
  const api = useApi()
  const list = usePagedList((page) => api.call(complaintList, { page, limit: 10 }), [api])
  useOnReveal(list.refresh)
  return (
    <Page title={t('title.complaints')} scroll="child">
      <PagedList
        list={list}
        getKey={(item) => item.id}
        renderItem={(item) => <ComplaintCard complaint={item} linkOrder />}
        skeleton={<ListRowsSkeleton rows={4} />}
        empty={
          <div className="state">
            <p className="muted">{t('complaints.empty')}</p>
            <Link to="/platformComplaint" className="link">
              {t('complaints.fileOne')}
            </Link>
          </div>
        }
        ariaLabel={t('title.complaints')}
        className="complaint-list"
      />
    </Page>
  )
}
