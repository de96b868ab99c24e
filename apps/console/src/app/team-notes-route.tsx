import { useAtomValue } from 'jotai'
import { TeamNotesScreen } from '../features/team-notes/team-notes-screen'
import { meAtom } from '../lib/session'

export function TeamNotesRoute() {
  const me = useAtomValue(meAtom)
  return me ? <TeamNotesScreen me={me} /> : null
}
