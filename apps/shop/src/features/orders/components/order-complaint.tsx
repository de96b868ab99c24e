import { complaintList } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useApi } from '../../../lib/services'
import { useOnReveal } from '../../../lib/use-on-reveal'
import { useRequest } from '../../../lib/use-request'
import { ComplaintCard } from './complaint-card'

/**
 * The order's complaint on its detail page (issue #31): the latest one with its state and the
 * operator's note, and the way to all of them. Nothing while the order has none (or the list
 * failed: the order itself is what the page is for).
 */
export function OrderComplaint({ orderId }: { orderId: number }) {
  const { t } = useStrings('orders')
  const api = useApi()
  // Quiet: a failure here shows no toast (the order is what the page is for).
  const latest = useRequest(
    () => api.call(complaintList, { orderId, page: 1, limit: 1 }, { quiet: true }),
    [api, orderId],
  )
  useOnReveal(latest.reload)
  const complaint = latest.status === 'success' ? latest.data.list[0] : undefined
  if (!complaint) return null
  return (
    <section className="section order-section" aria-label={t('complaints.ofOrder')}>
      <h2 className="section__title">{t('complaints.ofOrder')}</h2>
      <ComplaintCard complaint={complaint} linkOrder={false} />
      <Link to="/complaints" className="link small">
        {t('complaints.all')}
      </Link>
    </section>
  )
}
