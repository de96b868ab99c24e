import type { Mention } from '@crossmart/im-sdk'
import { type KeyboardEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  ALL_LABEL,
  insertMention,
  type MentionOption,
  mentionFor,
  mentionOptions,
  mentionQuery,
  type TeamMember,
} from './mention-draft'

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
}: {
  members: readonly TeamMember[]
  myUid: string
  disabled: boolean
  onSend(text: string, mention: Mention | undefined): void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const [caret, setCaret] = useState(0)
  const [active, setActive] = useState(0)
  const [dismissed, setDismissed] = useState(false)
  const [picked, setPicked] = useState<MentionOption[]>([])
  const boxRef = useRef<HTMLTextAreaElement>(null)
  const query = dismissed ? null : mentionQuery(draft, caret)
  const options = query === null ? [] : mentionOptions(query, members, myUid)

  const edit = (text: string, at: number) => {
    setDraft(text)
    setCaret(at)
    setActive(0)
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
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (options.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : options.length - 1
        setActive((i) => (i + step) % options.length)
        return
      }
      if (event.key === 'Tab' || (event.key === 'Enter' && !event.shiftKey)) {
        event.preventDefault()
        pick(options[Math.min(active, options.length - 1)]!)
        return
      }
      if (event.key === 'Escape') {
        event.preventDefault()
        setDismissed(true)
        return
      }
    }
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      send()
    }
  }

  return (
    <div className="composer">
      {options.length > 0 && (
        <ul className="suggestions" aria-label={t('teamNotes.picker')}>
          {options.map((option, i) => (
            <li key={option.kind === 'all' ? 'all' : option.member.uid}>
              <button
                type="button"
                aria-current={i === active ? 'true' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => pick(option)}
              >
                {option.kind === 'all' ? t('teamNotes.everyone') : `@${option.member.name}`}
              </button>
            </li>
          ))}
        </ul>
      )}
      <textarea
        ref={boxRef}
        aria-label={t('chat.message')}
        placeholder={t('teamNotes.placeholder')}
        value={draft}
        rows={3}
        disabled={disabled}
        onChange={(e) => edit(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        onSelect={(e) => setCaret(e.currentTarget.selectionStart ?? 0)}
        onKeyDown={onKeyDown}
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
