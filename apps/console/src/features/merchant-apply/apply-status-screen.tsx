import {
  type MerchantApplicationStatus,
  merchantApplicationResubmit,
  merchantApplicationStatus,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { Failed, Loading } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'
import { ApplicationForm } from './application-form'

/**
 * `/console/apply/status?ref=&token=`: the application's state and the operator's note; when
 * changes were asked, the application to edit and send again.
 */
export function ApplyStatusScreen({ reference, token }: { reference: string; token: string }) {
  const { t, i18n } = useMerchantStrings()
  const { api } = useServices()
  const id = useId()
  const [attempt, setAttempt] = useState(0)
  const status = useRequest(
    () => api.call(merchantApplicationStatus, { reference, token }),
    `${reference}:${token}:${attempt}`,
  )
  const resubmit = useSubmit(merchantApplicationResubmit)
  const [resent, setResent] = useState<MerchantApplicationStatus | null>(null)
  const shown = resent ?? status.data
  return (
    <main className="apply" aria-labelledby={`${id}-title`}>
      <div className="apply__card">
        <h1 id={`${id}-title`}>{t('merchants.statusTitle')}</h1>
        {reference === '' || token === '' ? (
          <p className="form-error" role="alert">
            {t('merchants.linkIncomplete')}
          </p>
        ) : status.status === 'loading' && !shown ? (
          <Loading />
        ) : status.status === 'error' && !shown ? (
          <Failed error={status.error} onRetry={() => setAttempt((n) => n + 1)} />
        ) : shown ? (
          <>
            <dl className="apply__facts">
              <dt>{t('merchants.reference')}</dt>
              <dd>{shown.reference}</dd>
              <dt>{t('merchants.field_shopName')}</dt>
              <dd>{shown.shopName}</dd>
              <dt>{t('merchants.state')}</dt>
              <dd>
                <strong className={`apply-state apply-state--${shown.state}`}>
                  {t(`merchants.state_${shown.state}`)}
                </strong>
              </dd>
              <dt>{t('merchants.submittedAt')}</dt>
              <dd>{formatTime(shown.submittedAt, LOCALE_OF[i18n.language] ?? 'en-US')}</dd>
            </dl>
            {shown.note !== '' && (
              <section className="apply__note" aria-label={t('merchants.note')}>
                <h2>{t('merchants.note')}</h2>
                <p>{shown.note}</p>
              </section>
            )}
            <p>{t(`merchants.explain_${shown.state}`)}</p>
            {resent && (
              <p role="status" className="apply__done">
                {t('merchants.resent')}
              </p>
            )}
            {shown.state === 'changes_requested' && (
              <ApplicationForm
                initial={{
                  businessName: shown.businessName,
                  shopName: shown.shopName,
                  contactEmail: shown.contactEmail,
                  contactPhone: shown.contactPhone,
                  country: shown.country,
                  categoryIds: shown.categoryIds,
                  description: shown.description,
                  logo: shown.logo,
                  document: shown.document,
                }}
                submitLabel={t('merchants.resubmit')}
                pending={resubmit.pending}
                fields={resubmit.fields}
                error={resubmit.error}
                onSubmit={async (input) => {
                  const answer = await resubmit.submit({ reference, token, ...input })
                  if (answer) setResent(answer)
                }}
              />
            )}
            {shown.state === 'approved' && <a href="/console/">{t('merchants.signIn')}</a>}
          </>
        ) : null}
      </div>
    </main>
  )
}
