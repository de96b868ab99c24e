import { type ReactNode, useState } from 'react'
import { NumberKeyboard } from '../number-keyboard/number-keyboard.js'
import { PasswordInput } from '../password-input/password-input.js'

export interface PasscodeFieldProps {
  /** Digits in a complete code (the shop's payment code has 6, shop-spec §9); `onComplete` fires at this length. */
  length: number
  /** Called once with the full code when the last digit is entered. */
  onComplete: (code: string) => void
  onChange?: (code: string) => void
  /** Empties the cells after completing (e.g. a "repeat your code" step follows). */
  clearOnComplete?: boolean
  label: string
  keyboardLabel: string
  deleteLabel: string
  deleteIcon?: ReactNode
  info?: ReactNode
  error?: ReactNode
  mask?: boolean
  className?: string
}

/** PasswordInput + NumberKeyboard wired together for a numeric code of `length` digits. */
export function PasscodeField({
  length,
  onComplete,
  onChange,
  clearOnComplete,
  label,
  keyboardLabel,
  deleteLabel,
  deleteIcon,
  info,
  error,
  mask,
  className,
}: PasscodeFieldProps) {
  const [code, setCode] = useState('')
  const [focused, setFocused] = useState(false)
  const update = (next: string) => {
    setCode(next)
    onChange?.(next)
    if (next.length === length) {
      onComplete(next)
      if (clearOnComplete) setCode('')
    }
  }
  const input = (digit: string) => {
    if (!/^\d$/.test(digit) || code.length >= length) return
    update(code + digit)
  }
  const remove = () => {
    if (code.length > 0) update(code.slice(0, -1))
  }
  return (
    <div className={className}>
      <PasswordInput
        value={code}
        length={length}
        label={label}
        info={info}
        error={error}
        {...(mask === undefined ? {} : { mask })}
        focused={focused}
        onFocus={() => setFocused(true)}
        onInput={input}
        onDelete={remove}
      />
      <NumberKeyboard
        label={keyboardLabel}
        deleteLabel={deleteLabel}
        deleteIcon={deleteIcon}
        onInput={input}
        onDelete={remove}
      />
    </div>
  )
}
