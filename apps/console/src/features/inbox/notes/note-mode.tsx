import type { ConsoleMe } from '@crossmart/api-client'
import type { Mention } from '@crossmart/im-sdk'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { NoteComposer } from '../../../components/note-composer'
import type { ConsoleChatClient } from '../../../lib/console-chat'
import { teamChannelOf } from '../../../lib/team-channel'
import { useTeamMembers } from '../../../lib/use-team-members'

/**
 * The private-note box of a conversation (issue #44): `@` picks a colleague of the service (the
 * team channel's members), who is reminded and opens the conversation at the note.
 */
export function NoteMode({
  client,
  me,
  onSend,
}: {
  client: ConsoleChatClient
  me: ConsoleMe
  onSend(text: string, mention: Mention | undefined): void
}) {
  const { t } = useTranslation()
  const team = useMemo(() => teamChannelOf(me), [me])
  const members = useTeamMembers(client, team)
  return (
    <NoteComposer
      members={members.members}
      myUid={client.uid}
      disabled={false}
      onSend={onSend}
      label={t('notes.box')}
      placeholder={t('notes.placeholder')}
    />
  )
}
