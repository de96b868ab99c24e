import type { ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface CheckboxProps {
  checked: boolean
  onChange: (checked: boolean) => void
  children: ReactNode
  disabled?: boolean
  /** Round (cart selection) or square (agreement). */
  shape?: 'round' | 'square'
  name?: string
  className?: string
}

/** A native checkbox with a large touch target and a styled box. */
export function Checkbox({
  checked,
  onChange,
  children,
  disabled,
  shape = 'round',
  name,
  className,
}: CheckboxProps) {
  return (
    <label className={cx('cm-checkbox', `cm-checkbox--${shape}`, disabled && 'is-disabled', className)}>
      <input
        type="checkbox"
        className="cm-checkbox__input"
        checked={checked}
        disabled={disabled}
        name={name}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="cm-checkbox__box" aria-hidden="true" />
      <span className="cm-checkbox__label">{children}</span>
    </label>
  )
}
