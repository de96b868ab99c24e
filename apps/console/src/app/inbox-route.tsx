import { useAtomValue } from 'jotai'
import { InboxScreen } from '../features/inbox/inbox-screen'
import { meAtom } from '../lib/session'

export function InboxRoute() {
  const me = useAtomValue(meAtom)
  return me ? <InboxScreen me={me} /> : null
}
