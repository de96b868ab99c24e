import {
  type ConsoleAnnouncement,
  consoleAnnouncementDelete,
  consoleAnnouncementSave,
  consoleAnnouncements,
} from '@crossmart/api-client'
import { type FormEvent, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { formatTime, LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useToast } from '../../lib/toast'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'

function AnnouncementForm({
  announcement,
  onSaved,
  onCancel,
}: {
  announcement?: ConsoleAnnouncement | undefined
  onSaved(saved: ConsoleAnnouncement): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const save = useSubmit(consoleAnnouncementSave)
  const [title, setTitle] = useState(announcement?.title ?? '')
  const [body, setBody] = useState(announcement?.body ?? '')
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const saved = await save.submit({ ...(announcement ? { id: announcement.id } : {}), title, body })
    if (saved) onSaved(saved)
  }
  return (
    <form className="catalogue-form" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>
        {announcement ? t('catalogue.editAnnouncementTitle') : t('catalogue.newAnnouncementTitle')}
      </h3>
      <p>
        <label htmlFor={`${id}-t`}>{t('catalogue.announcementTitle')}</label>
        <input
          id={`${id}-t`}
          value={title}
          maxLength={120}
          aria-invalid={save.fields['title'] ? true : undefined}
          aria-describedby={save.fields['title'] ? `${id}-t-error` : undefined}
          onChange={(e) => setTitle(e.target.value)}
        />
        <FieldError id={`${id}-t-error`} text={save.fields['title']} />
      </p>
      <p>
        <label htmlFor={`${id}-b`}>{t('catalogue.announcementBody')}</label>
        <textarea
          id={`${id}-b`}
          value={body}
          rows={4}
          maxLength={2000}
          aria-invalid={save.fields['body'] ? true : undefined}
          aria-describedby={save.fields['body'] ? `${id}-b-error` : undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        <FieldError id={`${id}-b-error`} text={save.fields['body']} />
      </p>
      {save.error && (
        <p className="form-error" role="alert">
          {save.error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.pending}>
          {save.pending ? t('common.saving') : announcement ? t('common.save') : t('catalogue.send')}
        </button>
        <button type="button" onClick={onCancel} disabled={save.pending}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}

/**
 * Issue #48: the platform's announcements (the console's and `ops announce`'s): send one to every
 * shopper, correct one's text everywhere, or withdraw it after a confirmation naming how many
 * shoppers have it.
 */
export function AnnouncementsScreen() {
  const { t, i18n } = useTranslation()
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const { api } = useServices()
  const toast = useToast()
  const loaded = useRequest(() => api.call(consoleAnnouncements), 'announcements')
  const [list, setList] = useState<ConsoleAnnouncement[] | null>(null)
  const [editing, setEditing] = useState<{ announcement?: ConsoleAnnouncement } | null>(null)
  const [deleting, setDeleting] = useState<ConsoleAnnouncement | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const announcements = list ?? loaded.data?.list
  const refresh = async () => {
    try {
      setList((await api.call(consoleAnnouncements)).list)
    } catch (error) {
      setFailure(errorText(error, t))
    }
  }
  const confirmDelete = async () => {
    if (!deleting) return
    setBusy(true)
    setDeleteError(null)
    try {
      await api.call(consoleAnnouncementDelete, { id: deleting.id })
      setDeleting(null)
      toast(t('catalogue.announcementDeleted'))
      await refresh()
    } catch (error) {
      setDeleteError(errorText(error, t))
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className="finance-section" aria-labelledby="announcements-title">
      <h2 id="announcements-title">{t('catalogue.section.announcements')}</h2>
      <p className="muted small">{t('catalogue.announcementsHint')}</p>
      <div className="row">
        <button type="button" className="primary" onClick={() => setEditing({})}>
          {t('catalogue.newAnnouncement')}
        </button>
      </div>
      {editing && (
        <AnnouncementForm
          key={editing.announcement?.id ?? 'new'}
          announcement={editing.announcement}
          onCancel={() => setEditing(null)}
          onSaved={(saved) => {
            toast(
              editing.announcement
                ? t('catalogue.announcementSaved')
                : t('catalogue.announcementSent', { count: saved.recipients }),
            )
            setEditing(null)
            void refresh()
          }}
        />
      )}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      {loaded.status === 'error' && !announcements && <Failed error={loaded.error} onRetry={loaded.reload} />}
      {loaded.status === 'loading' && !announcements && <Loading />}
      {announcements &&
        (announcements.length === 0 ? (
          <Empty text={t('catalogue.noAnnouncements')} />
        ) : (
          <ul className="catalogue-announcements">
            {announcements.map((a) => (
              <li key={a.id} className="card">
                <h3>{a.title}</h3>
                <p className="pre-wrap">{a.body}</p>
                <p className="muted small">
                  {t('catalogue.sentAt', { time: formatTime(a.createdAt, locale) })} ·{' '}
                  {t('catalogue.recipients', { count: a.recipients })}
                </p>
                <span className="row">
                  <button type="button" disabled={busy} onClick={() => setEditing({ announcement: a })}>
                    {t('catalogue.editAnnouncement', { title: a.title })}
                  </button>
                  <button
                    type="button"
                    className="danger"
                    disabled={busy}
                    onClick={() => {
                      setDeleteError(null)
                      setDeleting(a)
                    }}
                  >
                    {t('catalogue.deleteAnnouncement', { title: a.title })}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        ))}
      {deleting && (
        <ConfirmDialog
          title={t('catalogue.deleteAnnouncementTitle', { title: deleting.title })}
          body={t('catalogue.deleteAnnouncementBody', { count: deleting.recipients })}
          confirmLabel={t('catalogue.withdraw')}
          tone="danger"
          pending={busy}
          error={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}
