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

/** One key of the pad; pressing it leaves the focus in the field being typed into. */
function Key({
  onPress,
  label,
  className,
  children,
}: {
  onPress: () => void
  label?: string
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      className={cx('cm-number-keyboard__key', className)}
      aria-label={label}
      onMouseDown={keepFocus}
      onClick={onPress}
    >
      {children}
    </button>
  )
}

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
          <Key key={digit} onPress={() => onInput(digit)}>
            {digit}
          </Key>
        ))}
        {extraKey ? (
          <Key onPress={() => onInput(extraKey)}>{extraKey}</Key>
        ) : (
          <span className="cm-number-keyboard__blank" aria-hidden="true" />
        )}
        <Key onPress={() => onInput('0')}>0</Key>
        <Key className="cm-number-keyboard__delete" label={deleteLabel} onPress={onDelete}>
          {deleteIcon ?? deleteLabel}
        </Key>
      </div>
    </fieldset>
  )
}
