import { useStrings } from '../../../i18n/use-strings'
import type { ConnectionView } from '../hooks/use-chat-connection'

/** chat-spec §4 connection status as a banner: nothing while connected. */
export function StatusBanner({ view }: { view: ConnectionView }) {
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
      text = t('kicked', { code: view.reasonCode })
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
    </div>
  )
}
