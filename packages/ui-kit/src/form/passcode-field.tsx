import { type ReactNode, useState } from 'react'
import { PASSCODE_LENGTH } from '../constants.js'
import { NumberKeyboard } from './number-keyboard.js'
import { PasswordInput } from './password-input.js'

export interface PasscodeFieldProps {
  /** shop-spec §5: the payment code is numeric; 6 cells. */
  length?: number
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

/** PasswordInput + NumberKeyboard wired together for a 6-digit code. */
export function PasscodeField({
  length = PASSCODE_LENGTH,
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
