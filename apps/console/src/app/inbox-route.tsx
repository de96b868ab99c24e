import { useSearch } from '@tanstack/react-router'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { InboxScreen } from '../features/inbox/inbox-screen'
import { meAtom } from '../lib/session'

export function InboxRoute() {
  const { t } = useTranslation()
  const me = useAtomValue(meAtom)
  const { conversation, note } = useSearch({ strict: false }) as { conversation?: string; note?: number }
  // Issue #29 (axe): every page has a level-one heading; the inbox's panes need no visible one.
  return me ? (
    <>
      <h1 className="sr-only">{t('menu.inbox')}</h1>
      <InboxScreen me={me} requested={conversation ?? null} requestedNote={note ?? null} />
    </>
  ) : null
}
