import { CHAT_TEXT_MAX_CHARS, type QuickReply } from '@crossmart/api-client'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SuggestionList, useSuggestionKeys } from '../../components/suggestion-list'
import { variablesIn } from './quick-reply-variables'

/** Typing `/` then a shortcut offers the matching quick replies (server README "Console"). */
export function matchingReplies(draft: string, replies: readonly QuickReply[]): QuickReply[] {
  if (!draft.startsWith('/')) return []
  const typed = draft.slice(1).toLowerCase()
  return replies.filter((r) => r.shortcut.toLowerCase().startsWith(typed)).slice(0, 6)
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; `/shortcut` then Tab or Enter inserts
 * a quick reply; an image goes through the upload callback.
 */
export function Composer({
  quickReplies,
  disabled,
  onSend,
  onImage,
  onTyping,
  fillVariables,
}: {
  quickReplies: readonly QuickReply[]
  /** A quick reply's text with its variables filled (quick-reply-variables.ts); may ask the server. */
  fillVariables?(text: string): Promise<string>
  disabled: boolean
  onSend(text: string): void
  onImage(file: File): void
  /** The reply box changed: true while it has text (each change), false once when cleared (issue #29). */
  onTyping?(active: boolean): void
}) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const fileRef = useRef<HTMLInputElement>(null)
  const suggestions = matchingReplies(draft, quickReplies)

  // Issue #44: the shopper's limit applies to staff too; the count shows near it.
  const left = CHAT_TEXT_MAX_CHARS - draft.trim().length
  const send = () => {
    const text = draft.trim()
    if (!text || disabled || left < 0) return
    onSend(text)
    setDraft('')
  }
  const keys = useSuggestionKeys(suggestions, { pick: (reply) => insert(reply), send })
  const insert = (reply: QuickReply) => {
    setDraft(reply.text)
    keys.resetActive()
    if (!fillVariables || variablesIn(reply.text).length === 0) return
    // Filled once known, unless the agent has already changed the text (their typing wins).
    void fillVariables(reply.text).then(
      (filled) => setDraft((current) => (current === reply.text ? filled : current)),
      () => undefined,
    )
  }
  const unfilled = draft.startsWith('/') ? [] : variablesIn(draft)

  return (
    <div className="composer">
      <SuggestionList
        label={t('quickReplies.title')}
        options={suggestions}
        active={keys.active}
        keyOf={(reply) => String(reply.id)}
        onPick={insert}
      >
        {(reply) => (
          <>
            <strong>/{reply.shortcut}</strong> <span className="muted">{reply.text}</span>
          </>
        )}
      </SuggestionList>
      <textarea
        aria-label={t('chat.message')}
        placeholder={t('chat.placeholder')}
        value={draft}
        rows={3}
        disabled={disabled}
        onChange={(e) => {
          const next = e.target.value
          // A quick-reply shortcut being typed is not a reply yet.
          const typing = next.trim() !== '' && !next.startsWith('/')
          if (typing || (draft.trim() !== '' && !draft.startsWith('/'))) onTyping?.(typing)
          setDraft(next)
          keys.resetActive()
        }}
        onKeyDown={keys.onKeyDown}
      />
      <div className="composer__actions">
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          aria-label={t('chat.sendImage')}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) onImage(file)
            e.target.value = ''
          }}
        />
        <button type="button" onClick={() => fileRef.current?.click()} disabled={disabled}>
          {t('chat.sendImage')}
        </button>
        <span className="muted small composer__hint">{t('chat.keyboardHint')}</span>
        {unfilled.length > 0 && (
          <span className="small form-error" role="status">
            {t('quickReplies.unfilled', { names: unfilled.map((name) => `{${name}}`).join(', ') })}
          </span>
        )}
        {left < 200 && (
          <span className={left < 0 ? 'small form-error' : 'small muted'} role="status">
            {left < 0 ? t('chat.tooLong', { count: -left }) : t('chat.charactersLeft', { count: left })}
          </span>
        )}
        <button
          type="button"
          className="primary"
          onClick={send}
          disabled={disabled || draft.trim() === '' || left < 0}
        >
          {t('chat.send')}
        </button>
      </div>
    </div>
  )
}
