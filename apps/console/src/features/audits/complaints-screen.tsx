import { COMPLAINT_FILTERS, consoleComplaintResolve, consoleComplaints } from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Pager } from '../../components/pager'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'

const PAGE_SIZE = 20
type ComplaintFilter = (typeof COMPLAINT_FILTERS)[number]

/** Order and platform complaints; an operator resolves each with a note. */
export function ComplaintsScreen() {
  const { t, i18n } = useTranslation()
  const { api } = useServices()
  const [filter, setFilter] = useState<ComplaintFilter>('open')
  const [page, setPage] = useState(1)
  const list = useRequest(
    () => api.call(consoleComplaints, { filter, page, limit: PAGE_SIZE }),
    `${filter}:${page}`,
  )
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  return (
    <section className="page" aria-labelledby="complaints-title">
      <h1 id="complaints-title">{t('complaints.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('complaints.title')}>
        {COMPLAINT_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={filter === value}
            onClick={() => {
              setFilter(value)
              setPage(1)
            }}
          >
            {t(`complaints.filter_${value}`)}
          </button>
        ))}
      </div>
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t(`complaints.empty_${filter}`)} />}
      <ul className="cards">
        {list.data?.list.map((c) => (
          <li key={c.id} className="card">
            <div className="card__head">
              <strong>
                {c.kind === 'order'
                  ? t('complaints.order', { sn: c.orderSn ?? '' })
                  : t('complaints.platform')}{' '}
                · {c.userName}
              </strong>
              <span className="muted small">{formatTime(c.createdAt, locale)}</span>
            </div>
            <p>{c.content}</p>
            {c.certificate && (
              <a href={c.certificate} target="_blank" rel="noreferrer" className="small">
                {t('complaints.certificate')}
              </a>
            )}
            {c.resolution ? (
              <p className="small resolved">
                {t('complaints.resolvedBy', {
                  name: c.resolution.by,
                  date: formatTime(c.resolution.at, locale),
                })}
                : {c.resolution.note}
              </p>
            ) : (
              <ResolveForm id={c.id} onResolved={list.reload} />
            )}
          </li>
        ))}
      </ul>
      {list.data && <Pager page={page} limit={PAGE_SIZE} total={list.data.total} onPage={setPage} />}
    </section>
  )
}

export function ResolveForm({ id, onResolved }: { id: number; onResolved(): void }) {
  const { t } = useTranslation()
  const fieldId = useId()
  const [note, setNote] = useState('')
  const { submit, pending, fields, error } = useSubmit(consoleComplaintResolve)
  return (
    <form
      className="inline-form"
      aria-label={t('complaints.resolve')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (await submit({ id, note })) onResolved()
      }}
    >
      <label htmlFor={`${fieldId}-note`}>{t('complaints.note')}</label>
      <textarea
        id={`${fieldId}-note`}
        rows={2}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        aria-invalid={Boolean(fields['note'])}
      />
      <FieldError id={`${fieldId}-note-error`} text={fields['note']} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="primary" disabled={pending}>
        {t('complaints.resolve')}
      </button>
    </form>
  )
}
