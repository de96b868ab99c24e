import { merchantApply } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { useSubmit } from '../../lib/use-submit'
import { ApplicationForm, EMPTY_APPLICATION } from './application-form'

/** The link a submitted application's page shows (the mail carries the same one). */
export const statusHref = (reference: string, token: string) =>
  `/console/apply/status?ref=${encodeURIComponent(reference)}&token=${encodeURIComponent(token)}`

/** `/console/apply`: a business applies; the answer is its reference and the status link. */
export function ApplyScreen() {
  const { t } = useMerchantStrings()
  const id = useId()
  const { submit, pending, fields, error } = useSubmit(merchantApply)
  const [sent, setSent] = useState<{ reference: string; token: string; email: string } | null>(null)
  return (
    <main className="apply" aria-labelledby={`${id}-title`}>
      <div className="apply__card">
        <h1 id={`${id}-title`}>{t('merchants.applyTitle')}</h1>
        {sent ? (
          <section aria-live="polite" className="apply__done">
            <p>{t('merchants.sent', { reference: sent.reference, email: sent.email })}</p>
            <p className="apply__reference">
              {t('merchants.reference')}: <strong>{sent.reference}</strong>
            </p>
            <a href={statusHref(sent.reference, sent.token)}>{t('merchants.followLink')}</a>
          </section>
        ) : (
          <>
            <p className="muted">{t('merchants.applyIntro')}</p>
            <ApplicationForm
              initial={EMPTY_APPLICATION}
              submitLabel={t('merchants.submit')}
              pending={pending}
              fields={fields}
              error={error}
              onSubmit={async (input) => {
                const answer = await submit(input)
                if (answer)
                  setSent({
                    reference: answer.reference,
                    token: answer.token,
                    email: input.contactEmail.trim(),
                  })
              }}
            />
          </>
        )}
        <p className="small muted">
          {t('merchants.haveLogin')} <a href="/console/">{t('merchants.signIn')}</a>
        </p>
      </div>
    </main>
  )
}
