import { BADGE_MAX } from '../constants.js'
import { cx } from '../internal/class-names.js'

export interface BadgeProps {
  /** A count or short text; 0, '' and undefined show nothing. */
  content?: number | string | undefined
  /** A plain dot instead of content. */
  dot?: boolean
  /** Counts above it show `${max}+`. */
  max?: number
  /** Spoken instead of the visible content (e.g. "3 items in cart"). */
  label?: string | undefined
  className?: string
}

/** The visible text of a badge, or null when there is nothing to show. */
export function badgeText(content: number | string | undefined, max: number = BADGE_MAX): string | null {
  if (content === undefined || content === '' || content === 0) return null
  if (typeof content === 'number') return content > max ? `${max}+` : String(content)
  return content
}

export function Badge({ content, dot, max = BADGE_MAX, label, className }: BadgeProps) {
  if (dot) {
    return label ? (
      <span className={cx('cm-badge', 'cm-badge--dot', className)} role="status" aria-label={label} />
    ) : (
      <span className={cx('cm-badge', 'cm-badge--dot', className)} aria-hidden="true" />
    )
  }
  const text = badgeText(content, max)
  if (text === null) return null
  return label ? (
    <span className={cx('cm-badge', className)} role="status" aria-label={label}>
      {text}
    </span>
  ) : (
    <span className={cx('cm-badge', className)}>{text}</span>
  )
}
