import {
  complaintOrder,
  complaintPlatform,
  parseRequest,
  type ValidationMessageKey,
} from '@crossmart/api-client'
import { Button, TextField } from '@crossmart/ui-kit'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { Page } from '../../../components/page'
import { useStrings } from '../../../i18n/use-strings'
import { messageI18nKey } from '../../../lib/error-message'
import { useServices } from '../../../lib/services'
import { usePictureUploads } from '../hooks/use-picture-uploads'
import { OrderGate } from './order-gate'
import { PicturePicker } from './picture-picker'
import './orders.css'
import { useSubmit } from '../../../lib/use-submit'

/** shop-spec §3 Complaint: one certificate image. */
const MAX_CERTIFICATES = 1

type Field = 'content' | 'certificate'

/**
 * shop-spec §2 /complaint/{id?} (about an order) and /platformComplaint (about the platform):
 * content required (shop-spec §5); the certificate optional (issue #46: a complaint about a seller
 * who does not answer has nothing to photograph).
 */
export function ComplaintScreen({ orderId, platform }: { orderId: number | undefined; platform: boolean }) {
  const { t } = useStrings('orders', 'validation')
  const title = platform ? t('title.platformComplaint') : t('title.complaint')
  // Without an order the complaint is about the platform (the spec's optional id).
  return (
    <OrderGate orderId={orderId} skip={platform} title={title}>
      {(about) => <ComplaintForm key={about?.id ?? 0} title={title} order={about} />}
    </OrderGate>
  )
}

function ComplaintForm({
  title,
  order,
}: {
  title: string
  order: { id: number; orderSn: string; shopName: string } | null
}) {
  const { t } = useStrings('orders', 'validation')
  const { api, toast } = useServices()
  const navigate = useNavigate()
  const router = useRouter()
  const [content, setContent] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationMessageKey>>>({})
  const send = useSubmit(async (input: { content: string; certificate?: string }) => {
    if (order) await api.call(complaintOrder, { orderId: order.id, ...input })
    else await api.call(complaintPlatform, input)
    toast.success(t('toast.complaintSubmitted'))
    if (order) await navigate({ to: '/orderInfo/{-$id}', params: { id: String(order.id) }, replace: true })
    else if (router.history.canGoBack()) router.history.back()
    else await navigate({ to: '/filter', replace: true })
    // A failure: the toast was shown by the api client (shop-spec §8).
  })
  const certificate = usePictureUploads(MAX_CERTIFICATES)
  const errorText = (field: Field) => {
    const key = errors[field]
    return key ? t(messageI18nKey(key)) : undefined
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (send.busy) return
    if (certificate.pending) {
      toast.show(t('upload.waitForUploads'))
      return
    }
    const picture = certificate.urls[0]
    const input = { content, ...(picture ? { certificate: picture } : {}) }
    const parsed = order
      ? parseRequest(complaintOrder, { orderId: order.id, ...input })
      : parseRequest(complaintPlatform, input)
    if (!parsed.ok) {
      const found: Partial<Record<Field, ValidationMessageKey>> = {}
      for (const issue of parsed.issues) {
        const field = issue.path as Field
        if ((field === 'content' || field === 'certificate') && !found[field]) found[field] = issue.messageKey
      }
      setErrors(found)
      return
    }
    setErrors({})
    void send.run(input)
  }

  return (
    <Page title={title}>
      <form className="form" onSubmit={submit} noValidate>
        {order ? (
          <p className="muted small">
            {t('complaint.order')}: {order.orderSn} · {order.shopName}
          </p>
        ) : (
          <p className="muted">{t('complaint.platformIntro')}</p>
        )}
        <TextField
          label={t('complaint.content')}
          value={content}
          onChange={setContent}
          placeholder={t('complaint.contentPlaceholder')}
          rows={5}
          maxLength={2000}
          error={errorText('content')}
        />
        <PicturePicker
          label={t('complaint.certificate')}
          uploads={certificate}
          max={MAX_CERTIFICATES}
          error={errorText('certificate')}
          optional
        />
        <Button type="submit" block loading={send.busy} loadingText={t('complaint.submitting')}>
          {t('complaint.submit')}
        </Button>
      </form>
    </Page>
  )
}
