import type { MouseEvent, ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface NumberKeyboardProps {
  /** Called with '0'…'9' (or the extra key). */
  onInput: (key: string) => void
  onDelete: () => void
  /** Accessible name of the keyboard group. */
  label: string
  deleteLabel: string
  /** Content of the delete key (an icon); the label is shown when absent. */
  deleteIcon?: ReactNode
  /** A key left of 0, e.g. '.'; empty by default. */
  extraKey?: string
  /** Shows a close button above the keys. */
  closeLabel?: string
  onClose?: () => void
  /** Pins it to the bottom of the screen (above the home indicator). */
  fixed?: boolean
  className?: string
}

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const

// Keeps focus (and the caret) where it was: the keyboard types into another field.
const keepFocus = (event: MouseEvent) => event.preventDefault()

/** On-screen digit pad for codes and amounts. */
export function NumberKeyboard({
  onInput,
  onDelete,
  label,
  deleteLabel,
  deleteIcon,
  extraKey,
  closeLabel,
  onClose,
  fixed,
  className,
}: NumberKeyboardProps) {
  return (
    <fieldset aria-label={label} className={cx('cm-number-keyboard', fixed && 'is-fixed', className)}>
      {closeLabel && onClose ? (
        <div className="cm-number-keyboard__header">
          <button
            type="button"
            className="cm-number-keyboard__close"
            onMouseDown={keepFocus}
            onClick={onClose}
          >
            {closeLabel}
          </button>
        </div>
      ) : null}
      <div className="cm-number-keyboard__keys">
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            className="cm-number-keyboard__key"
            onMouseDown={keepFocus}
            onClick={() => onInput(digit)}
          >
            {digit}
          </button>
        ))}
        {extraKey ? (
          <button
            type="button"
            className="cm-number-keyboard__key"
            onMouseDown={keepFocus}
            onClick={() => onInput(extraKey)}
          >
            {extraKey}
          </button>
        ) : (
          <span className="cm-number-keyboard__blank" aria-hidden="true" />
        )}
        <button
          type="button"
          className="cm-number-keyboard__key"
          onMouseDown={keepFocus}
          onClick={() => onInput('0')}
        >
          0
        </button>
        <button
          type="button"
          className="cm-number-keyboard__key cm-number-keyboard__delete"
          aria-label={deleteLabel}
          onMouseDown={keepFocus}
          onClick={onDelete}
        >
          {deleteIcon ?? deleteLabel}
        </button>
      </div>
    </fieldset>
  )
}
