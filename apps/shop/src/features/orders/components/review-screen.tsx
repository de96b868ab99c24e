import {
  ORDER_STATUS,
  type OrderDetail,
  orderDetail,
  parseRequest,
  REVIEW_SCORE_MAX,
  reviewAdd,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { Button, Empty, TextField } from '@crossmart/ui-kit'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { useServices } from '../../../app/services-context'
import { ErrorState } from '../../../components/error-state'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { useRequest } from '../../../lib/use-request'
import { usePictureUploads } from '../hooks/use-picture-uploads'
import { useRefreshOnShow } from '../hooks/use-refresh-on-show'
import { OrderItems } from './order-items'
import { OrderDetailSkeleton } from './orders-skeleton'
import { PicturePicker } from './picture-picker'
import { StarRating } from './star-rating'
import './orders.css'

/** The contract allows up to 9 review pictures (api-client after-sale.ts). */
const MAX_PICTURES = 9
const SCORES = ['productScore', 'serviceScore', 'postageScore'] as const
type Score = (typeof SCORES)[number]

/** shop-spec §2 /comment: review a received order (once; the server refuses a second). */
export function ReviewScreen({ orderId }: { orderId: number | undefined }) {
  const { t } = useStrings('orders', 'validation')
  const { api } = useServices()
  const order = useRequest(
    () => (orderId === undefined ? Promise.resolve(null) : api.call(orderDetail, { id: orderId })),
    [api, orderId],
  )
  // Kept alive: shown again after a submit, it must say the request exists now.
  useRefreshOnShow(order.reload)
  const title = t('title.comment')
  if (order.status === 'loading')
    return (
      <Page title={title}>
        <OrderDetailSkeleton />
      </Page>
    )
  if (order.status === 'error')
    return (
      <Page title={title}>
        <ErrorState error={order.error} onRetry={() => void order.reload()} />
      </Page>
    )
  const data = order.data
  const notice =
    data === null
      ? t('detail.noOrder')
      : data.reviewed
        ? t('review.alreadyReviewed')
        : data.status !== ORDER_STATUS.received
          ? t('review.notAllowed')
          : null
  if (notice !== null)
    return (
      <Page title={title}>
        <div className="state">
          <Empty description={notice}>
            {data ? (
              <Link to="/orderInfo/{-$id}" params={{ id: String(data.id) }} className="link">
                {t('refund.viewOrder')}
              </Link>
            ) : (
              <Link to="/myPurchases/{-$status}" params={{ status: undefined }} className="link">
                {t('detail.myOrders')}
              </Link>
            )}
          </Empty>
        </div>
      </Page>
    )
  return <ReviewForm key={(data as OrderDetail).id} order={data as OrderDetail} title={title} />
}

function ReviewForm({ order, title }: { order: OrderDetail; title: string }) {
  const { t } = useStrings('orders', 'validation')
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const [scores, setScores] = useState<Record<Score, number>>({
    productScore: REVIEW_SCORE_MAX,
    serviceScore: REVIEW_SCORE_MAX,
    postageScore: REVIEW_SCORE_MAX,
  })
  const [content, setContent] = useState('')
  const [error, setError] = useState<ValidationMessageKey | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const pictures = usePictureUploads(MAX_PICTURES)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (pictures.pending) {
      toast.show(t('upload.waitForUploads'))
      return
    }
    // shop-spec §5: the review's content must not be empty (the contract's rule).
    const parsed = parseRequest(reviewAdd, { orderId: order.id, ...scores, content, pictures: pictures.urls })
    if (!parsed.ok) {
      setError(
        parsed.issues.find((issue) => issue.path === 'content')?.messageKey ?? parsed.issues[0]?.messageKey,
      )
      return
    }
    setError(undefined)
    setBusy(true)
    try {
      await api.call(reviewAdd, parsed.data)
      toast.success(t('toast.reviewSubmitted'))
      await navigate({ to: '/orderInfo/{-$id}', params: { id: String(order.id) }, replace: true })
    } catch {
      // A second review is refused by the server (1006): its message is the failure toast (shop-spec §8).
    } finally {
      setBusy(false)
    }
  }

  return (
    <Page title={title}>
      <form className="form" onSubmit={submit} noValidate>
        <OrderItems items={order.items} />
        {SCORES.map((score) => (
          <StarRating
            key={score}
            label={t(`review.${score}`)}
            value={scores[score]}
            onChange={(value) => setScores((old) => ({ ...old, [score]: value }))}
          />
        ))}
        <TextField
          label={t('review.content')}
          value={content}
          onChange={setContent}
          placeholder={t('review.contentPlaceholder')}
          rows={4}
          maxLength={2000}
          error={error ? t(messageI18nKey(error)) : undefined}
        />
        <PicturePicker label={t('review.pictures')} uploads={pictures} max={MAX_PICTURES} />
        <Button type="submit" block loading={busy} loadingText={t('review.submitting')}>
          {t('review.submit')}
        </Button>
      </form>
    </Page>
  )
}
