import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { TeamNotesScreen } from '../features/team-notes/team-notes-screen'
import { meAtom } from '../lib/session'

export function TeamNotesRoute() {
  const { t } = useTranslation()
  const me = useAtomValue(meAtom)
  // Issue #29 (axe): every page has a level-one heading.
  return me ? (
    <>
      <h1 className="sr-only">{t('menu.teamNotes')}</h1>
      <TeamNotesScreen me={me} />
    </>
  ) : null
}
