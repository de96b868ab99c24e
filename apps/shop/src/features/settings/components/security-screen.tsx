import {
  type SessionInfo,
  userSessionRevoke,
  userSessions,
  userSessionsRevokeOthers,
} from '@crossmart/api-client'
import { Button, Dialog } from '@crossmart/ui-kit'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorState } from '../../../components/error-state'
import { Icon } from '../../../components/icon'
import { Page } from '../../../components/page'
import { ListRowsSkeleton } from '../../../components/page-skeletons'
import { useStrings } from '../../../i18n/use-strings'
import { useServices } from '../../../lib/services'
import { useUserInfo } from '../../../lib/session/use-session'
import { useDateTime } from '../../../lib/use-date-time'
import { useRequest } from '../../../lib/use-request'
import { useSubmit } from '../../../lib/use-submit'
import './settings.css'

/** /security: login password, payment code (set or change), and where the account is logged in. */
export function SecurityScreen() {
  const { t } = useStrings('settings')
  const user = useUserInfo()
  return (
    <Page title={t('title.security')}>
      <section className="section" aria-label={t('title.security')}>
        <ul className="link-list">
          <li>
            <Link to="/changePassword" className="link-row">
              <Icon name="lock" size={20} />
              <span>{t('security.loginPassword')}</span>
              <span className="setting-value">{t('security.change')}</span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
          <li>
            <Link to="/changePayPwd" className="link-row">
              <Icon name="user" size={20} />
              <span>{t('security.payCode')}</span>
              <span className="setting-value">
                {user?.payCodeSet
                  ? t('security.change')
                  : `${t('security.payCodeNotSet')} · ${t('security.setPayCode')}`}
              </span>
              <Icon name="chevron" size={16} />
            </Link>
          </li>
        </ul>
      </section>
      <Sessions />
    </Page>
  )
}

/** The live logins of the account (current first), one logged out at a time or all the others. */
function Sessions() {
  const { t } = useStrings('settings')
  const { api, toast } = useServices()
  const dateTime = useDateTime()
  const sessions = useRequest(() => api.call(userSessions), [api])
  const [confirming, setConfirming] = useState(false)
  const revoke = useSubmit(async (id: string) => {
    await api.call(userSessionRevoke, { id })
    sessions.setData((data) => ({ list: data.list.filter((s) => s.id !== id) }))
    toast.success(t('security.sessionLoggedOut'))
  })
  const revokeOthers = useSubmit(
    async () => {
      const { revoked } = await api.call(userSessionsRevokeOthers)
      sessions.setData((data) => ({ list: data.list.filter((s) => s.current) }))
      setConfirming(false)
      toast.success(t('security.othersLoggedOut', { count: revoked }))
    },
    { onError: () => setConfirming(false) },
  )
  const others = sessions.status === 'success' ? sessions.data.list.filter((s) => !s.current) : []

  return (
    <section className="section" aria-label={t('security.sessions')}>
      <h2 className="section__title">{t('security.sessions')}</h2>
      {sessions.status === 'loading' ? (
        <ListRowsSkeleton rows={2} />
      ) : sessions.status === 'error' ? (
        <ErrorState error={sessions.error} onRetry={() => void sessions.reload()} />
      ) : (
        <>
          <ul className="link-list" aria-label={t('security.sessions')}>
            {sessions.data.list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                dateTime={dateTime}
                busy={revoke.busy}
                onRevoke={() => void revoke.run(session.id)}
              />
            ))}
          </ul>
          <div className="pad">
            {others.length > 0 ? (
              <Button block variant="secondary" onClick={() => setConfirming(true)}>
                {t('security.logOutOthers')}
              </Button>
            ) : (
              <p className="muted small">{t('security.noOthers')}</p>
            )}
          </div>
        </>
      )}
      <Dialog
        open={confirming}
        title={t('security.logOutOthers')}
        message={t('security.logOutOthersConfirm')}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        confirmBusy={revokeOthers.busy}
        tone="danger"
        onConfirm={() => void revokeOthers.run()}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}

function SessionRow({
  session,
  dateTime,
  busy,
  onRevoke,
}: {
  session: SessionInfo
  dateTime: (iso: string) => string
  busy: boolean
  onRevoke: () => void
}) {
  const { t } = useStrings('settings')
  return (
    <li className="session-row">
      <div className="session-row__text">
        <span className="session-row__agent">{session.userAgent || t('security.unknownDevice')}</span>
        <span className="muted small">
          {session.lastUsedAt
            ? t('security.lastUsed', { time: dateTime(session.lastUsedAt) })
            : t('security.signedIn', { time: dateTime(session.createdAt) })}
        </span>
      </div>
      {session.current ? (
        <span className="setting-value">{t('security.thisDevice')}</span>
      ) : (
        <Button size="small" variant="secondary" disabled={busy} onClick={onRevoke}>
          {t('security.logOutSession')}
        </Button>
      )}
    </li>
  )
}
