import { consoleAssign, consoleColleagues, type InboxConversation } from '@crossmart/api-client'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../lib/error-text'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'

/**
 * Who handles the open conversation (server README "Console"): take it, transfer it to a colleague,
 * or close it (release). Others see the handler's name in their inbox.
 */
export function AssignmentBar({
  conversation,
  myId,
  onChanged,
}: {
  conversation: InboxConversation
  myId: number
  onChanged(): void
}) {
  const { t } = useTranslation()
  const { api } = useServices()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [transferTo, setTransferTo] = useState('')
  const colleagues = useRequest(() => api.call(consoleColleagues), 'colleagues')
  const assignee = conversation.assignee
  const mine = assignee?.id === myId

  const act = async (action: 'take' | 'transfer' | 'release', staffId?: number) => {
    setPending(true)
    setError(null)
    try {
      await api.call(consoleAssign, {
        channelId: conversation.channelId,
        action,
        ...(staffId === undefined ? {} : { staffId }),
      })
      setTransferTo('')
      onChanged()
    } catch (failure) {
      setError(errorText(failure, t))
    } finally {
      setPending(false)
    }
  }

  const others = (colleagues.data?.list ?? []).filter((c) => c.id !== myId)
  return (
    <fieldset className="assignment" aria-label={t('assign.title')}>
      <span className="assignment__who">
        {assignee === null
          ? t('inbox.unassigned')
          : mine
            ? t('inbox.handledByYou')
            : t('inbox.handledBy', { name: assignee.name })}
      </span>
      {!mine && (
        <button
          type="button"
          className="primary"
          disabled={pending || (assignee !== null && !mine)}
          onClick={() => void act('take')}
        >
          {t('assign.take')}
        </button>
      )}
      {mine && (
        <>
          <label className="sr-only" htmlFor="transfer-to">
            {t('assign.transferTo')}
          </label>
          <select id="transfer-to" value={transferTo} onChange={(e) => setTransferTo(e.target.value)}>
            <option value="">{t('assign.transferTo')}</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.online ? t('assign.online', { name: c.name }) : c.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={pending || transferTo === ''}
            onClick={() => void act('transfer', Number(transferTo))}
          >
            {t('assign.transfer')}
          </button>
          <button type="button" disabled={pending} onClick={() => void act('release')}>
            {t('assign.close')}
          </button>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
