import type { ReactNode } from 'react'
import { Badge, badgeText } from '../badge/badge.js'
import { cx } from '../internal/class-names.js'

export interface TabBarItem<K extends string = string> {
  /** The app's own key for the entry; `activeKey` and `onChange` use it. */
  key: K
  label: string
  icon?: ReactNode
  activeIcon?: ReactNode
  /** A count, a short text, or 'dot'. */
  badge?: number | string | 'dot' | undefined
  /** Spoken with the badge, e.g. "3 items". */
  badgeLabel?: string | undefined
  href?: string
}

export interface TabBarLinkProps {
  href: string
  className: string
  'aria-current': 'page' | undefined
  onClick: () => void
  children: ReactNode
}

export interface TabBarProps<K extends string = string> {
  items: ReadonlyArray<TabBarItem<K>>
  activeKey: K | undefined
  onChange?: (key: K) => void
  /** Accessible name of the navigation landmark. */
  label: string
  /** Renders items with an href through the app's router link (TanStack <Link>, …). */
  renderLink?: (props: TabBarLinkProps) => ReactNode
  className?: string
}

/** Bottom navigation, fixed above the home indicator (safe-area-inset-bottom). */
export function TabBar<K extends string>({
  items,
  activeKey,
  onChange,
  label,
  renderLink,
  className,
}: TabBarProps<K>) {
  return (
    <nav className={cx('cm-tab-bar', className)} aria-label={label}>
      <ul className="cm-tab-bar__list">
        {items.map((item) => {
          const active = item.key === activeKey
          // The icon (and the badge on it) is decoration; the count is spoken after the label.
          const spoken =
            item.badge === undefined || badgeText(item.badge === 'dot' ? undefined : item.badge) === null
              ? item.badge === 'dot'
                ? item.badgeLabel
                : undefined
              : (item.badgeLabel ?? badgeText(item.badge))
          const content = (
            <>
              <span className="cm-tab-bar__icon" aria-hidden="true">
                {active ? (item.activeIcon ?? item.icon) : item.icon}
                {item.badge === 'dot' ? (
                  <Badge dot className="cm-tab-bar__badge" />
                ) : (
                  <Badge content={item.badge} className="cm-tab-bar__badge" />
                )}
              </span>
              <span className="cm-tab-bar__label">{item.label}</span>
              {spoken ? <span className="cm-visually-hidden">{spoken}</span> : null}
            </>
          )
          const className = cx('cm-tab-bar__item', active && 'is-active')
          const current = active ? ('page' as const) : undefined
          const select = () => onChange?.(item.key)
          return (
            <li key={item.key} className="cm-tab-bar__cell">
              {item.href !== undefined && renderLink ? (
                renderLink({
                  href: item.href,
                  className,
                  'aria-current': current,
                  onClick: select,
                  children: content,
                })
              ) : item.href !== undefined ? (
                <a href={item.href} className={className} aria-current={current} onClick={select}>
                  {content}
                </a>
              ) : (
                <button type="button" className={className} aria-current={current} onClick={select}>
                  {content}
                </button>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
