import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { cx } from '../internal/class-names.js'

export interface PasswordInputProps {
  /** The digits entered so far. */
  value: string
  /** How many cells: the app's code length (the shop's payment code has 6, shop-spec §9). */
  length: number
  /** Dots instead of digits (default true). */
  mask?: boolean
  /** Accessible name, e.g. "Payment code". */
  label: string
  /** Shown under the cells; an error wins over info. */
  info?: ReactNode
  error?: ReactNode
  focused?: boolean
  onFocus?: () => void
  /** Typing on a hardware keyboard while focused. */
  onInput?: (digit: string) => void
  onDelete?: () => void
  className?: string
}

/**
 * The row of code cells. It displays; the NumberKeyboard (or a hardware keyboard while focused)
 * types. Tapping it calls `onFocus`, where the app shows the keyboard.
 */
export function PasswordInput({
  value,
  length,
  mask = true,
  label,
  info,
  error,
  focused,
  onFocus,
  onInput,
  onDelete,
  className,
}: PasswordInputProps) {
  const hintId = useId()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (/^\d$/.test(event.key)) {
      event.preventDefault()
      onInput?.(event.key)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      onDelete?.()
    }
  }
  const hint = error ?? info
  return (
    <div className={cx('cm-password-input', className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: a native input would open the system keyboard
          over the app's NumberKeyboard; the cells are a read-only display that takes digit keys. */}
      <div
        role="textbox"
        tabIndex={0}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={hint ? hintId : undefined}
        inputMode="none"
        className={cx('cm-password-input__cells', focused && 'is-focused')}
        onFocus={onFocus}
        onClick={onFocus}
        onKeyDown={onKeyDown}
        data-filled={value.length}
      >
        {Array.from({ length }, (_, i) => {
          const char = value[i]
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions, not items
              key={i}
              className={cx('cm-password-input__cell', i === value.length && focused && 'is-caret')}
            >
              {char === undefined ? '' : mask ? <span className="cm-password-input__dot">•</span> : char}
            </span>
          )
        })}
      </div>
      {hint ? (
        <p id={hintId} className={cx('cm-password-input__hint', error ? 'is-error' : undefined)}>
          {hint}
        </p>
      ) : null}
    </div>
  )
}
