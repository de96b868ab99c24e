import {
  type EndpointRequest,
  ORDER_STATUS,
  type OrderDetail,
  parseRequest,
  REVIEW_SCORE_MAX,
  reviewAdd,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { Button, TextField } from '@crossmart/ui-kit'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { useServices } from '../../../lib/services'
import { usePictureUploads } from '../hooks/use-picture-uploads'
import { OrderGate, OrderNotice } from './order-gate'
import { OrderItems } from './order-items'
import { PicturePicker } from './picture-picker'
import { StarRating } from './star-rating'
import './orders.css'
import { useSubmit } from '../../../lib/use-submit'

/** The contract allows up to 9 review pictures (api-client after-sale.ts). */
const MAX_PICTURES = 9
const SCORES = ['productScore', 'serviceScore', 'postageScore'] as const
type Score = (typeof SCORES)[number]

/** shop-spec §2 /comment: review a received order (once; the server refuses a second). */
export function ReviewScreen({ orderId }: { orderId: number | undefined }) {
  const { t } = useStrings('orders', 'validation')
  const title = t('title.comment')
  return (
    <OrderGate orderId={orderId} title={title}>
      {(data) => {
        const notice =
          data === null
            ? t('detail.noOrder')
            : data.reviewed
              ? t('review.alreadyReviewed')
              : data.status !== ORDER_STATUS.received
                ? t('review.notAllowed')
                : null
        if (data === null || notice !== null)
          return <OrderNotice title={title} text={notice ?? ''} orderId={data?.id} />
        return <ReviewForm key={data.id} order={data} title={title} />
      }}
    </OrderGate>
  )
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
  const send = useSubmit(async (input: EndpointRequest<typeof reviewAdd>) => {
    await api.call(reviewAdd, input)
    toast.success(t('toast.reviewSubmitted'))
    await navigate({ to: '/orderInfo/{-$id}', params: { id: String(order.id) }, replace: true })
    // A second review is refused by the server (1006): its message is the failure toast (shop-spec §8).
  })
  const pictures = usePictureUploads(MAX_PICTURES)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.busy) return
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
    void send.run(parsed.data)
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
        <PicturePicker label={t('review.pictures')} uploads={pictures} max={MAX_PICTURES} optional />
        <Button type="submit" block loading={send.busy} loadingText={t('review.submitting')}>
          {t('review.submit')}
        </Button>
      </form>
    </Page>
  )
}
