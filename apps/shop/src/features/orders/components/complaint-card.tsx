import type { MyComplaint } from '@crossmart/api-client'
import { Link } from '@tanstack/react-router'
import { useStrings } from '../../../i18n/use-strings'
import { useDateTime } from '../../../lib/use-date-time'

/**
 * One of the shopper's complaints (issue #31): what it is about, when it was filed, its state and,
 * once resolved, the operator's note. `linkOrder` links an order complaint to its order (the list;
 * the order page itself does not).
 */
export function ComplaintCard({ complaint, linkOrder }: { complaint: MyComplaint; linkOrder: boolean }) {
  const { t } = useStrings('orders')
  const time = useDateTime()
  const resolved = complaint.state === 'resolved'
  const about =
    complaint.kind === 'platform'
      ? t('complaints.aboutPlatform')
      : t('complaints.aboutOrder', { sn: complaint.orderSn ?? '' })
  return (
    <article className="complaint-card" aria-label={about} data-testid="complaint-card">
      <header className="complaint-card__head">
        {linkOrder && complaint.orderId !== null ? (
          <Link to="/orderInfo/{-$id}" params={{ id: String(complaint.orderId) }} className="link">
            {about}
          </Link>
        ) : (
          <strong>{about}</strong>
        )}
        <span className={resolved ? 'complaint-state complaint-state--resolved' : 'complaint-state'}>
          {resolved ? t('complaints.resolved') : t('complaints.open')}
        </span>
      </header>
      <p className="muted small">{t('complaints.filedAt', { time: time(complaint.createdAt) })}</p>
      <p className="complaint-card__content">{complaint.content}</p>
      {complaint.resolution ? (
        <section className="complaint-card__resolution" aria-label={t('complaints.resolution')}>
          <h3 className="small">{t('complaints.resolution')}</h3>
          <p>{complaint.resolution.note}</p>
          <p className="muted small">{time(complaint.resolution.at)}</p>
        </section>
      ) : (
        <p className="muted small">{t('complaints.waiting')}</p>
      )}
    </article>
  )
}
