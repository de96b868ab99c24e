import type { ReactNode } from 'react'
import { cx } from '../internal/class-names.js'

export interface NavBarProps {
  title?: ReactNode
  /** shop-spec §2: the back arrow is on by default. */
  showBack?: boolean
  onBack?: () => void
  /** Accessible name of the back button (translated by the app). */
  backLabel: string
  /** The arrow; a CSS chevron when absent. */
  backIcon?: ReactNode
  /** Replaces the back button. */
  left?: ReactNode
  right?: ReactNode
  /** Sticks to the top of its scroll area (default) or scrolls away. */
  sticky?: boolean
  className?: string
}

/** Top bar: back arrow, centred title, right slot; clear of the notch (safe-area-inset-top). */
export function NavBar({
  title,
  showBack = true,
  onBack,
  backLabel,
  backIcon,
  left,
  right,
  sticky = true,
  className,
}: NavBarProps) {
  return (
    <header className={cx('cm-nav-bar', sticky && 'cm-nav-bar--sticky', className)}>
      <div className="cm-nav-bar__inner">
        <div className="cm-nav-bar__left">
          {left ??
            (showBack ? (
              <button type="button" className="cm-nav-bar__back" aria-label={backLabel} onClick={onBack}>
                {backIcon ?? <span className="cm-nav-bar__arrow" aria-hidden="true" />}
              </button>
            ) : null)}
        </div>
        {title !== undefined ? <h1 className="cm-nav-bar__title">{title}</h1> : null}
        <div className="cm-nav-bar__right">{right}</div>
      </div>
    </header>
  )
}
