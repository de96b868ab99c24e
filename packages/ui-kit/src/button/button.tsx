import type { ButtonHTMLAttributes, ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  variant?: 'primary' | 'secondary' | 'plain' | 'danger'
  size?: 'small' | 'normal' | 'large'
  /** Full width. */
  block?: boolean
  /** Disables the button and marks it busy; show `loadingText` instead of the children if given. */
  loading?: boolean
  loadingText?: ReactNode
  type?: 'button' | 'submit' | 'reset'
}

export function Button({
  variant = 'primary',
  size = 'normal',
  block,
  loading,
  loadingText,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'cm-button',
        `cm-button--${variant}`,
        `cm-button--${size}`,
        block && 'is-block',
        className,
      )}
    >
      {loading && loadingText !== undefined ? loadingText : children}
    </button>
  )
}
