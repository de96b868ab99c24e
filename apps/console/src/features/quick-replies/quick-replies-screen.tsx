import {
  consoleQuickReplies,
  consoleQuickReplyDelete,
  consoleQuickReplySave,
  type QuickReply,
} from '@crossmart/api-client'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { Empty, Failed, FieldError, Loading } from '../../components/states'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'

/** The service's saved answers: add, edit, delete (typed as `/shortcut` in a conversation). */
export function QuickRepliesScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const list = useRequest(() => api.call(consoleQuickReplies), 'quick-replies')
  const [editing, setEditing] = useState<QuickReply | 'new' | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  // Issue #44: a deleted reply is gone for the whole team, so the delete asks first.
  const [deleting, setDeleting] = useState<QuickReply | null>(null)
  const [pending, setPending] = useState(false)
  const remove = async (reply: QuickReply) => {
    setDeleteError(null)
    setPending(true)
    try {
      await api.call(consoleQuickReplyDelete, { id: reply.id })
      setDeleting(null)
      list.reload()
    } catch (failure) {
      setDeleteError(errorText(failure, t))
    } finally {
      setPending(false)
    }
  }
  return (
    <section className="page" aria-labelledby="quick-title">
      <h1 id="quick-title">{t('quickReplies.title')}</h1>
      <p className="muted">{t('quickReplies.hint')}</p>
      <p className="muted small">{t('quickReplies.variables')}</p>
      {editing === 'new' ? (
        <QuickReplyForm
          onDone={() => {
            setEditing(null)
            list.reload()
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('quickReplies.add')}
        </button>
      )}
      {list.status === 'error' && <Failed error={list.error} onRetry={list.reload} />}
      {list.status === 'loading' && !list.data && <Loading />}
      {list.data && list.data.list.length === 0 && <Empty text={t('quickReplies.empty')} />}
      <ul className="cards">
        {list.data?.list.map((reply) =>
          editing !== 'new' && editing?.id === reply.id ? (
            <li key={reply.id} className="card">
              <QuickReplyForm
                reply={reply}
                onDone={() => {
                  setEditing(null)
                  list.reload()
                }}
                onCancel={() => setEditing(null)}
              />
            </li>
          ) : (
            <li key={reply.id} className="card">
              <strong>/{reply.shortcut}</strong>
              <p>{reply.text}</p>
              <div className="row">
                <button type="button" onClick={() => setEditing(reply)}>
                  {t('common.edit')}
                </button>
                <button
                  type="button"
                  className="danger"
                  onClick={() => {
                    setDeleteError(null)
                    setDeleting(reply)
                  }}
                >
                  {t('common.delete')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('quickReplies.deleteTitle', { shortcut: deleting.shortcut })}
          body={t('quickReplies.deleteBody')}
          confirmLabel={t('common.delete')}
          tone="danger"
          pending={pending}
          error={deleteError}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  )
}

export function QuickReplyForm({
  reply,
  onDone,
  onCancel,
}: {
  reply?: QuickReply
  onDone(): void
  onCancel(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const [shortcut, setShortcut] = useState(reply?.shortcut ?? '')
  const [text, setText] = useState(reply?.text ?? '')
  const { submit, pending, fields, error } = useSubmit(consoleQuickReplySave)
  return (
    <form
      className="inline-form"
      aria-label={reply ? t('quickReplies.edit') : t('quickReplies.add')}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault()
        if (await submit({ ...(reply ? { id: reply.id } : {}), shortcut, text })) onDone()
      }}
    >
      <label htmlFor={`${id}-shortcut`}>{t('quickReplies.shortcut')}</label>
      <input
        id={`${id}-shortcut`}
        value={shortcut}
        onChange={(e) => setShortcut(e.target.value)}
        aria-invalid={Boolean(fields['shortcut'])}
      />
      <FieldError id={`${id}-shortcut-error`} text={fields['shortcut']} />
      <label htmlFor={`${id}-text`}>{t('quickReplies.text')}</label>
      <textarea
        id={`${id}-text`}
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(fields['text'])}
      />
      <FieldError id={`${id}-text-error`} text={fields['text']} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={pending}>
          {t('common.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  )
}
