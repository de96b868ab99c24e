import { type ConsoleMe, NOTE_CHANNEL_PREFIX } from '@crossmart/api-client'
import { useChannelMessages } from '@crossmart/im-react'
import { type Mention, type Reminder, textContent } from '@crossmart/im-sdk'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NoteComposer } from '../../components/note-composer'
import { NoteItem, noteElementId } from '../../components/note-item'
import { Empty } from '../../components/states'
import { useChatClient } from '../../lib/chat-client'
import { HISTORY_PAGE_SIZE } from '../../lib/chat-constants'
import type { ConsoleChatClient } from '../../lib/console-chat'
import { teamChannelOf } from '../../lib/team-channel'
import { useTeamMembers } from '../../lib/use-team-members'
import { MembersPanel } from './members-panel'
import { MentionsList } from './mentions-list'
import { useMentions } from './use-mentions'

/** Team notes (console README "Team notes"): the team's group channel, mentions and members. */
export function TeamNotesScreen({ me }: { me: ConsoleMe }) {
  const { t } = useTranslation()
  const chat = useChatClient()
  return (
    <div className="team">
      <header className="team__head">
        <h2>{t('teamNotes.title')}</h2>
        <p className="muted small">{t('teamNotes.intro')}</p>
      </header>
      {chat.status === 'ready' ? (
        <TeamNotes client={chat.client} me={me} />
      ) : chat.status === 'error' ? (
        <div className="banner banner--error" role="alert">
          {t('chat.offline')}{' '}
          <button type="button" className="link" onClick={chat.retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <Empty text={t('chat.connecting')} />
      )}
    </div>
  )
}

function TeamNotes({ client, me }: { client: ConsoleChatClient; me: ConsoleMe }) {
  const { t } = useTranslation()
  const channel = useMemo(() => teamChannelOf(me), [me])
  const { messages, history, loadOlder, retry } = useChannelMessages(channel, { pageSize: HISTORY_PAGE_SIZE })
  const members = useTeamMembers(client, channel)
  const mentions = useMentions(client)
  const [focusedSeq, setFocusedSeq] = useState<number | null>(null)
  const [showMembers, setShowMembers] = useState(true)
  const scrollRef = useRef<HTMLDivElement>(null)
  const last = messages[messages.length - 1]

  useEffect(() => {
    const el = scrollRef.current
    if (el && focusedSeq === null) el.scrollTop = el.scrollHeight
  }, [last?.clientMsgNo, last?.status, focusedSeq])
  useEffect(() => {
    if (focusedSeq === null) return
    document.getElementById(noteElementId(focusedSeq))?.scrollIntoView?.({ block: 'center' })
  }, [focusedSeq, messages])

  const names = new Map(members.members.map((m) => [m.uid, m.name]))
  const nameOf = (uid: string) =>
    uid === client.uid ? t('chat.you') : (names.get(uid) ?? t('teamNotes.someone'))
  const send = (text: string, mention: Mention | undefined) => {
    setFocusedSeq(null)
    client.send(
      { ...textContent(text, mention ? { mention } : undefined), fromName: me.displayName },
      channel,
    )
  }
  const navigate = useNavigate()
  const openMention = (reminder: Reminder) => {
    // Issue #44: a mention in a conversation's private note opens that conversation at the note.
    if (reminder.channel.channelID.startsWith(NOTE_CHANNEL_PREFIX)) {
      const conversation = reminder.channel.channelID.slice(NOTE_CHANNEL_PREFIX.length)
      void navigate({
        to: '/inbox',
        search: { conversation, ...(reminder.messageSeq ? { note: reminder.messageSeq } : {}) },
      })
      return
    }
    setFocusedSeq(reminder.messageSeq ?? null)
  }

  return (
    <div className="team__body">
      <section className="team__notes" aria-label={t('teamNotes.title')}>
        <div className="messages" ref={scrollRef}>
          {history === 'idle' && (
            <button type="button" className="link" onClick={loadOlder}>
              {t('chat.loadOlder')}
            </button>
          )}
          {history === 'error' && (
            <div className="state state--error" role="alert">
              <p>{t('chat.historyFailed')}</p>
              <button type="button" onClick={retry}>
                {t('common.retry')}
              </button>
            </div>
          )}
          {history === 'loading' && messages.length === 0 && (
            <p className="state" role="status">
              {t('common.loading')}
            </p>
          )}
          {history !== 'loading' && history !== 'error' && messages.length === 0 && (
            <Empty text={t('teamNotes.empty')} />
          )}
          <ul className="msg-list" aria-label={t('chat.messages')}>
            {messages.map((m) => (
              <NoteItem
                key={m.clientMsgNo || m.messageID}
                message={m}
                myUid={client.uid}
                authorName={nameOf(m.fromUID)}
                focused={focusedSeq !== null && m.messageSeq === focusedSeq}
                onResend={(failed) => client.resend(failed)}
              />
            ))}
          </ul>
        </div>
        <NoteComposer
          members={members.members}
          myUid={client.uid}
          disabled={history === 'error'}
          onSend={send}
        />
      </section>
      <aside className="team__side">
        <MentionsList state={mentions} nameOf={nameOf} onOpen={openMention} />
        <button
          type="button"
          className="link"
          aria-expanded={showMembers}
          onClick={() => setShowMembers((v) => !v)}
        >
          {showMembers ? t('teamNotes.hideMembers') : t('teamNotes.showMembers')}
        </button>
        {showMembers && <MembersPanel state={members} myUid={client.uid} />}
      </aside>
    </div>
  )
}

/** The navigation entry's label with the count of undone mentions. */
export function TeamNotesNavLabel() {
  const { t } = useTranslation()
  const chat = useChatClient()
  const { mentions } = useMentions(chat.status === 'ready' ? chat.client : null)
  return (
    <>
      {t('nav.teamNotes')}
      {mentions.length > 0 && (
        <>
          <span className="badge" aria-hidden="true">
            {mentions.length}
          </span>
          <span className="sr-only">{t('teamNotes.unread', { count: mentions.length })}</span>
        </>
      )}
    </>
  )
}
