import {
  type ConsoleMe,
  consoleAssign,
  consoleColleagues,
  type InboxConversation,
} from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../components/confirm-dialog'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

type AssignAction = 'take' | 'transfer' | 'release'

/** Who may return someone else's conversation to the queue (the server checks the same). */
const runsTheService = (me: ConsoleMe) =>
  me.role === 'operator' || me.shopRole === 'owner' || me.shopRole === 'manager'

/**
 * Who handles the open conversation (server README "Console", issue #44): anyone of the service
 * takes an unassigned one or assigns it, takes one over from a colleague (after a confirmation) or
 * reassigns it, and the handler or a manager returns it to the queue. Every change names the handler
 * this screen showed, so a colleague's change meanwhile is refused with who has it now. An action
 * someone may not take is not a dead button: the reason is written where the button would be.
 */
export function AssignmentBar({
  conversation,
  me,
  onChanged,
}: {
  conversation: InboxConversation
  me: ConsoleMe
  onChanged(): void
}) {
  const { t } = useTranslation()
  const { api } = useServices()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [target, setTarget] = useState('')
  const [confirmingTakeOver, setConfirmingTakeOver] = useState(false)
  const colleagues = useRequest(() => api.call(consoleColleagues), 'colleagues')
  const assignee = conversation.assignee
  const mine = assignee?.id === me.userId

  const act = async (action: AssignAction, staffId?: number) => {
    setPending(true)
    setError(null)
    try {
      await api.call(consoleAssign, {
        channelId: conversation.channelId,
        action,
        expectedAssigneeId: assignee?.id ?? null,
        ...(staffId === undefined ? {} : { staffId }),
      })
      setTarget('')
      onChanged()
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setPending(false)
      setConfirmingTakeOver(false)
    }
  }

  const choices = (colleagues.data?.list ?? []).filter((c) => c.id !== me.userId && c.id !== assignee?.id)
  const [pickLabel, pickAction] =
    assignee === null
      ? [t('assign.assignTo'), t('assign.assign')]
      : mine
        ? [t('assign.transferTo'), t('assign.transfer')]
        : [t('assign.reassignTo'), t('assign.reassign')]
  return (
    <fieldset className="assignment" aria-label={t('assign.title')}>
      <span className="assignment__who">
        {assignee === null
          ? t('inbox.unassigned')
          : mine
            ? t('inbox.handledByYou')
            : t('inbox.handledBy', { name: assignee.name })}
      </span>
      {assignee === null && (
        <button type="button" className="primary" disabled={pending} onClick={() => void act('take')}>
          {t('assign.take')}
        </button>
      )}
      {assignee !== null && !mine && (
        <button type="button" disabled={pending} onClick={() => setConfirmingTakeOver(true)}>
          {t('assign.takeOver')}
        </button>
      )}
      {choices.length > 0 && (
        <>
          <label className="sr-only" htmlFor="assign-to">
            {pickLabel}
          </label>
          <select id="assign-to" value={target} onChange={(e) => setTarget(e.target.value)}>
            <option value="">{pickLabel}</option>
            {choices.map((c) => (
              <option key={c.id} value={c.id}>
                {c.online ? t('assign.online', { name: c.name }) : c.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={pending || target === ''}
            onClick={() => void act('transfer', Number(target))}
          >
            {pickAction}
          </button>
        </>
      )}
      {assignee !== null &&
        (mine || runsTheService(me) ? (
          <button type="button" disabled={pending} onClick={() => void act('release')}>
            {t('assign.release')}
          </button>
        ) : (
          <span className="muted small">{t('assign.releaseNotAllowed', { name: assignee.name })}</span>
        ))}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {confirmingTakeOver && assignee !== null && (
        <ConfirmDialog
          title={t('assign.takeOver')}
          body={t('assign.takeOverConfirm', { name: assignee.name })}
          confirmLabel={t('assign.takeOver')}
          pending={pending}
          onConfirm={() => void act('take')}
          onCancel={() => setConfirmingTakeOver(false)}
        />
      )}
    </fieldset>
  )
}
