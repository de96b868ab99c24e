import type { ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface EmptyProps {
  /** An illustration (decorative). */
  image?: ReactNode
  description: ReactNode
  /** Actions under the text, e.g. a retry or a "go shopping" button. */
  children?: ReactNode
  className?: string
}

/** The empty or error state of a screen or list. */
export function Empty({ image, description, children, className }: EmptyProps) {
  return (
    <div className={cx('cm-empty', className)}>
      {image ? (
        <div className="cm-empty__image" aria-hidden="true">
          {image}
        </div>
      ) : null}
      <p className="cm-empty__description">{description}</p>
      {children ? <div className="cm-empty__actions">{children}</div> : null}
    </div>
  )
}
