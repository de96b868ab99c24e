import { type HTMLAttributes, type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { cx } from '../internal/class-names.js'

export interface TextFieldProps {
  label: ReactNode
  value: string
  onChange: (value: string) => void
  /** Validation message; marks the field invalid and is read with it. */
  error?: ReactNode
  hint?: ReactNode
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url' | 'number'
  name?: string
  id?: string
  placeholder?: string
  required?: boolean
  disabled?: boolean
  readOnly?: boolean
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete']
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  maxLength?: number
  /** Multi-line (textarea) with this many rows. */
  rows?: number
  /** Before and after the input, e.g. a country code or an eye toggle. */
  prefix?: ReactNode
  suffix?: ReactNode
  /** Shows a clear button while there is text. */
  clearLabel?: string
  onBlur?: () => void
  className?: string
}

/** Labelled input with hint and error text wired through aria-describedby / aria-invalid. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  name,
  id,
  placeholder,
  required,
  disabled,
  readOnly,
  autoComplete,
  inputMode,
  maxLength,
  rows,
  prefix,
  suffix,
  clearLabel,
  onBlur,
  className,
}: TextFieldProps) {
  const ownId = useId()
  const inputId = id ?? ownId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const invalid = error !== undefined && error !== null && error !== false && error !== ''
  const describedBy = cx(invalid && errorId, hint ? hintId : undefined) || undefined
  const common = {
    id: inputId,
    name,
    value,
    placeholder,
    required,
    disabled,
    readOnly,
    maxLength,
    onBlur,
    className: 'cm-field__input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  }
  return (
    <div className={cx('cm-field', invalid && 'is-invalid', disabled && 'is-disabled', className)}>
      <label className="cm-field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="cm-field__control">
        {prefix ? <span className="cm-field__prefix">{prefix}</span> : null}
        {rows !== undefined ? (
          <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...common}
            type={type}
            autoComplete={autoComplete}
            inputMode={inputMode}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
        {clearLabel && value && !disabled && !readOnly ? (
          <button
            type="button"
            className="cm-field__clear"
            aria-label={clearLabel}
            onClick={() => onChange('')}
          />
        ) : null}
        {suffix ? <span className="cm-field__suffix">{suffix}</span> : null}
      </div>
      {hint ? (
        <p id={hintId} className="cm-field__hint">
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="cm-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'suffix'> {
  /** Labels of the eye toggle. */
  showLabel: string
  hideLabel: string
  /** Icons of the toggle; the label text when absent. */
  showIcon?: ReactNode
  hideIcon?: ReactNode
}

/** A TextField for passwords with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, showIcon, hideIcon, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="cm-field__toggle"
          aria-label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? (hideIcon ?? hideLabel) : (showIcon ?? showLabel)}
        </button>
      }
    />
  )
}
