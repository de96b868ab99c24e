import type { ConnectionView } from '@crossmart/im-react'
import { useStrings } from '../../../i18n/use-strings'

/** chat-spec §8: the disconnect reason of a login of the same account on another device. */
const KICKED_BY_ANOTHER_DEVICE = 12

/**
 * chat-spec §4 connection status as a banner: nothing while connected. A kicked chat (the account
 * opened on another device) says so and offers to take the chat back here.
 */
export function StatusBanner({ view, onReconnect }: { view: ConnectionView; onReconnect(): void }) {
  const { t } = useStrings('chat')
  let text: string | null
  switch (view.status) {
    case 'Connected':
      text = null
      break
    case 'Connecting':
      text = t('connecting')
      break
    case 'Disconnect':
      text = t('offline')
      break
    case 'ConnectKick':
      text =
        view.reasonCode === KICKED_BY_ANOTHER_DEVICE
          ? t('kickedElsewhere')
          : t('kicked', { code: view.reasonCode })
      break
    case 'ConnectFail':
      text = t('connectFailed', { code: view.reasonCode })
      break
  }
  if (text === null) return null
  const stopped = view.status === 'ConnectKick' || view.status === 'ConnectFail'
  return (
    <div role="status" className={stopped ? 'chat-banner chat-banner--error' : 'chat-banner'}>
      {text}
      {view.status === 'ConnectKick' ? (
        <button type="button" className="chat-banner__action" onClick={onReconnect}>
          {t('reconnectHere')}
        </button>
      ) : null}
    </div>
  )
}
