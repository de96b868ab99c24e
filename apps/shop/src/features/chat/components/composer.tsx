import { CHAT_TEXT_MAX_CHARS } from '@crossmart/api-client'
import { useKeyboardInset } from '@crossmart/ui-kit'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { useStrings } from '../../../i18n/use-strings'

export interface ComposerProps {
  disabled: boolean
  onSend(text: string): void
  onImage(file: File): void
  /** A draft kept for this conversation (another device's, or an earlier visit's); fills an empty input. */
  draft?: string
  /** The text changed (kept as the conversation's draft). */
  onDraft?(text: string): void
  /** The user is typing (true on each change with text), or cleared the input (false, once). */
  onTyping?(typing: boolean): void
}

/** Text input and send (disabled when empty, Enter sends), a picture button; rides above the keyboard. */
export function Composer({ disabled, onSend, onImage, draft, onDraft, onTyping }: ComposerProps) {
  const { t } = useStrings('chat')
  const [text, setText] = useState(draft ?? '')
  const change = (next: string) => {
    const typing = next.trim() !== ''
    if (typing || text.trim() !== '') onTyping?.(typing)
    setText(next)
    onDraft?.(next)
  }
  // The kept draft arrives after the screen: it fills the input unless the user typed meanwhile.
  useEffect(() => {
    if (draft) setText((current) => (current === '' ? draft : current))
  }, [draft])
  const [focused, setFocused] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const inset = useKeyboardInset(focused)
  const empty = text.trim() === ''

  const send = () => {
    if (empty || disabled) return
    onSend(text.trim())
    change('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; an IME composition's Enter only commits the text.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    send()
  }

  return (
    <div className="chat-composer" style={inset > 0 ? { marginBottom: inset } : undefined}>
      <button
        type="button"
        className="chat-composer__image"
        aria-label={t('sendImage')}
        disabled={disabled}
        onClick={() => fileRef.current?.click()}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path
            d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
          />
        </svg>
      </button>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        data-testid="chat-image-input"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (file) onImage(file)
        }}
      />
      <textarea
        className="chat-composer__input"
        rows={1}
        // One limit for every sender (the server refuses longer texts).
        maxLength={CHAT_TEXT_MAX_CHARS}
        value={text}
        aria-label={t('placeholder')}
        placeholder={t('placeholder')}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      />
      <button type="button" className="chat-composer__send" disabled={empty || disabled} onClick={send}>
        {t('send')}
      </button>
    </div>
  )
}
