import type { Mention } from '@crossmart/im-sdk'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ALL_LABEL,
  insertMention,
  type MentionOption,
  mentionFor,
  mentionOptions,
  mentionQuery,
  type TeamMember,
} from '../lib/mention-draft'
import { SuggestionList, useSuggestionKeys } from './suggestion-list'

const optionLabel = (o: MentionOption) => (o.kind === 'all' ? ALL_LABEL : o.member.name)

/**
 * The note box: `@` opens a picker of the team's members (and everyone); ArrowUp/Down choose, Enter
 * or Tab pick, Escape closes it. Enter sends with the content's `mention` (chat-spec §3) for the
 * picked names still in the text; Shift+Enter is a new line.
 */
export function NoteComposer({
  members,
  myUid,
  disabled,
  onSend,
  label,
  placeholder,
}: {
  members: readonly TeamMember[]
  myUid: string
  disabled: boolean
  onSend(text: string, mention: Mention | undefined): void
  /** The box's name and hint where it is not the team channel's (a conversation's private note). */
  label?: string
  placeholder?: string
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [caret, setCaret] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const [picked, setPicked] = useState<MentionOption[]>([])
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const query = dismissed ? null : mentionQuery(draft, caret)
  const options = query === null ? [] : mentionOptions(query, members, myUid)

  const keys = useSuggestionKeys(options, {
    pick: (option) => pick(option),
    send: () => send(),
    dismiss: () => setDismissed(true),
  })
  const edit = (text: string, at: number) => {
    setDraft(text)
    setCaret(at)
    keys.resetActive()
    setDismissed(false)
  }
  const pick = (option: MentionOption) => {
    const next = insertMention(draft, caret, optionLabel(option))
    edit(next.text, next.caret)
    setPicked((list) => [...list, option])
    const box = boxRef.current
    if (box) {
      box.focus()
      // After React wrote the new value.
      queueMicrotask(() => box.setSelectionRange(next.caret, next.caret))
    }
  }
  const send = () => {
    const text = draft.trim()
    if (!text || disabled) return
    onSend(text, mentionFor(text, picked))
    edit('', 0)
    setPicked([])
  }

  return (
    <div className="composer">
      <SuggestionList
        label={t('teamNotes.picker')}
        options={options}
        active={keys.active}
        keyOf={(option) => (option.kind === 'all' ? 'all' : option.member.uid)}
        onPick={pick}
      >
        {(option) => (option.kind === 'all' ? t('teamNotes.everyone') : `@${option.member.name}`)}
      </SuggestionList>
      <textarea
        ref={boxRef}
        aria-label={label ?? t('chat.message')}
        placeholder={placeholder ?? t('teamNotes.placeholder')}
        value={draft}
        rows={3}
        disabled={disabled}
        onChange={(e) => edit(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={keys.onKeyDown}
      />
      <div className="composer__actions">
        <span className="muted small">{t('chat.keyboardHint')}</span>
        <button type="button" className="primary" onClick={send} disabled={disabled || draft.trim() === ''}>
          {t('chat.send')}
        </button>
      </div>
    </div>
  )
}
