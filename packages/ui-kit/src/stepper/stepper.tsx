import { type KeyboardEvent, useState } from 'react'
import { cx } from '../internal/class-names.js'

export interface StepperProps {
  value: number
  onChange: (value: number) => void
  min?: number
  max?: number
  step?: number
  disabled?: boolean
  /** Accessible names (translated by the app). */
  decreaseLabel: string
  increaseLabel: string
  inputLabel: string
  /**
   * A typed number above `max` was lowered to it (after `onChange`): the app says so, since a
   * quantity changed without a word looks like a mistake (issue #46: 999 became the stock).
   */
  onCapped?: (typed: number) => void
  className?: string
}

/** Clamps to [min, max] and rounds to a whole number of steps from min. */
export function clampStep(value: number, min: number, max: number, step: number): number {
  if (!Number.isFinite(value)) return min
  const stepped = min + Math.round((value - min) / step) * step
  return Math.min(max, Math.max(min, stepped))
}

/** Quantity stepper: −, an editable number, +; the buttons disable at the bounds. */
export function Stepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  disabled,
  decreaseLabel,
  increaseLabel,
  inputLabel,
  onCapped,
  className,
}: StepperProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft === null) return
    setDraft(null)
    const parsed = Number(draft.trim())
    // An empty or non-numeric entry goes back to the last good value.
    if (draft.trim() === '' || !Number.isFinite(parsed)) return
    const next = clampStep(parsed, min, max, step)
    if (next !== value) onChange(next)
    if (parsed > max) onCapped?.(parsed)
  }
  const nudge = (delta: number) => {
    const next = clampStep(value + delta, min, max, step)
    if (next !== value) onChange(next)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit()
    else if (event.key === 'ArrowUp') {
      event.preventDefault()
      nudge(step)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      nudge(-step)
    }
  }

  return (
    <div className={cx('cm-stepper', className)}>
      <button
        type="button"
        className="cm-stepper__button cm-stepper__minus"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => nudge(-step)}
      />
      <input
        className="cm-stepper__input"
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={inputLabel}
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        disabled={disabled}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.target.value.replace(/[^\d-]/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className="cm-stepper__button cm-stepper__plus"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => nudge(step)}
      />
    </div>
  )
}
