import {
  APPLICATION_STATES,
  type ApplicationDecision,
  type ApplicationState,
  type ConsoleApplication,
  consoleApplication,
  consoleApplicationDecide,
  consoleApplications,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Pager } from '../../components/pager'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { useMerchantStrings } from '../../i18n/merchant-strings'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'
import './applications.css'

const PAGE_SIZE = 20
const DECISIONS: ApplicationDecision[] = ['approve', 'changes', 'refuse']

/**
 * Issue #48 "Merchants join": the operator's queue of merchant applications by state (waiting ones
 * oldest first) and one application's detail with its document shown large and the decision.
 */
export default function ApplicationsScreen() {
  const { t, i18n } = useMerchantStrings()
  const { api } = useServices()
  const id = useId()
  const [state, setState] = useState<ApplicationState>('submitted')
  const [page, setPage] = useState(1)
  const [openId, setOpenId] = useState<number | null>(null)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const list = useRequest(
    () => api.call(consoleApplications, { state, page, limit: PAGE_SIZE }),
    `${state}:${page}`,
  )
  if (openId !== null)
    return (
      <ApplicationDetail
        id={openId}
        onBack={() => {
          setOpenId(null)
          list.reload()
        }}
      />
    )
  return (
    <section className="page" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>{t('merchants.queueTitle')}</h1>
      <div className="tabs" role="tablist" aria-label={t('merchants.state')}>
        {APPLICATION_STATES.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={state === value}
            onClick={() => {
              setState(value)
              setPage(1)
            }}
          >
            {t(`merchants.state_${value}`)}
          </button>
        ))}
      </div>
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t('merchants.queueEmpty')} />}
      {list.data && list.data.list.length > 0 && (
        <table className="table table--cards" aria-label={t('merchants.queueTitle')}>
          <thead>
            <tr>
              <th scope="col">{t('merchants.field_shopName')}</th>
              <th scope="col">{t('merchants.field_businessName')}</th>
              <th scope="col">{t('merchants.field_country')}</th>
              <th scope="col">{t('merchants.submittedAt')}</th>
              <th scope="col">{t('merchants.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.list.map((application) => (
              <tr key={application.id}>
                <td data-label={t('merchants.field_shopName')}>
                  <strong>{application.shopName}</strong>
                  <div className="muted small">{application.reference}</div>
                </td>
                <td data-label={t('merchants.field_businessName')}>{application.businessName}</td>
                <td data-label={t('merchants.field_country')}>{application.country}</td>
                <td data-label={t('merchants.submittedAt')}>{formatTime(application.submittedAt, locale)}</td>
                <td data-label={t('merchants.actions')} className="table__action">
                  <button type="button" onClick={() => setOpenId(application.id)}>
                    {t('merchants.review', { name: application.shopName })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {list.data && <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
    </section>
  )
}

function ApplicationDetail({ id, onBack }: { id: number; onBack(): void }) {
  const { t, i18n } = useMerchantStrings()
  const { api } = useServices()
  const headingId = useId()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const [decided, setDecided] = useState<ConsoleApplication | null>(null)
  const detail = useRequest(() => api.call(consoleApplication, { id }), String(id))
  const application = decided ?? detail.data
  return (
    <section className="page application-detail" aria-labelledby={headingId}>
      <div>
        <button type="button" onClick={onBack}>
          {t('merchants.backToQueue')}
        </button>
      </div>
      {detail.status === 'error' && !application && <Failed error={detail.error} onRetry={detail.reload} />}
      {detail.status === 'loading' && !application && <Loading />}
      {application && (
        <>
          <h1 id={headingId}>
            {application.shopName} · {application.reference}
          </h1>
          <p>
            <strong>{t(`merchants.state_${application.state}`)}</strong>
            {application.decidedBy !== '' && application.decidedAt && (
              <span className="muted small">
                {' '}
                ·{' '}
                {t('merchants.decidedBy', {
                  name: application.decidedBy,
                  time: formatTime(application.decidedAt, locale),
                })}
              </span>
            )}
          </p>
          {application.note !== '' && (
            <p>
              {t('merchants.note')}: {application.note}
            </p>
          )}
          <div className="row">
            <img
              className="application-detail__logo"
              src={application.logo}
              alt={t('merchants.field_logo')}
            />
            <dl className="application-facts">
              <dt>{t('merchants.field_businessName')}</dt>
              <dd>{application.businessName}</dd>
              <dt>{t('merchants.field_contactEmail')}</dt>
              <dd>{application.contactEmail}</dd>
              <dt>{t('merchants.field_contactPhone')}</dt>
              <dd>{application.contactPhone}</dd>
              <dt>{t('merchants.field_country')}</dt>
              <dd>{application.country}</dd>
              <dt>{t('merchants.field_categoryIds')}</dt>
              <dd>{application.categoryNames.join(', ')}</dd>
              <dt>{t('merchants.submittedAt')}</dt>
              <dd>{formatTime(application.submittedAt, locale)}</dd>
            </dl>
          </div>
          <p>{application.description}</p>
          <figure>
            <img
              className="application-document"
              src={application.document}
              alt={t('merchants.field_document')}
            />
            <figcaption className="muted small">
              <a href={application.document} target="_blank" rel="noopener noreferrer">
                {t('merchants.openDocument')}
              </a>
            </figcaption>
          </figure>
          {application.state === 'submitted' || application.state === 'changes_requested' ? (
            <ApplicationDecisionForm application={application} onDone={setDecided} />
          ) : null}
        </>
      )}
    </section>
  )
}

/**
 * Approve, ask for changes or refuse, each asked first in the console's confirmation dialog; asking
 * for changes and refusing need the note the applicant will read.
 */
export function ApplicationDecisionForm({
  application,
  onDone,
}: {
  application: ConsoleApplication
  onDone(decided: ConsoleApplication): void
}) {
  const { t } = useMerchantStrings()
  const toast = useToast()
  const id = useId()
  const [note, setNote] = useState('')
  const [confirming, setConfirming] = useState<ApplicationDecision | null>(null)
  const [noteMissing, setNoteMissing] = useState(false)
  const { submit, pending, fields, error } = useSubmit(consoleApplicationDecide)
  const ask = (decision: ApplicationDecision) => {
    if (decision !== 'approve' && note.trim() === '') {
      setNoteMissing(true)
      return
    }
    setNoteMissing(false)
    setConfirming(decision)
  }
  const decide = async (decision: ApplicationDecision) => {
    const decided = await submit({ id: application.id, decision, note })
    setConfirming(null)
    if (!decided) return
    toast(t(`merchants.done_${decision}`, { name: application.shopName }))
    onDone(decided)
  }
  return (
    <form
      className="inline-form"
      aria-label={t('merchants.decision')}
      noValidate
      onSubmit={(e) => e.preventDefault()}
    >
      <label htmlFor={`${id}-note`}>{t('merchants.noteForApplicant')}</label>
      <textarea
        id={`${id}-note`}
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={noteMissing || Boolean(fields['note'])}
        aria-describedby={`${id}-note-error`}
      />
      <FieldError
        id={`${id}-note-error`}
        text={noteMissing ? t('validation.noteRequired') : fields['note']}
      />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        {DECISIONS.map((decision) => (
          <button
            key={decision}
            type="button"
            className={decision === 'approve' ? 'primary' : decision === 'refuse' ? 'danger' : undefined}
            disabled={pending}
            onClick={() => ask(decision)}
          >
            {t(`merchants.decide_${decision}`)}
          </button>
        ))}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t(`merchants.confirmTitle_${confirming}`, { name: application.shopName })}
          body={t(`merchants.confirmBody_${confirming}`, { email: application.contactEmail })}
          confirmLabel={t(`merchants.decide_${confirming}`)}
          tone={confirming === 'refuse' ? 'danger' : 'primary'}
          pending={pending}
          onConfirm={() => void decide(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </form>
  )
}
