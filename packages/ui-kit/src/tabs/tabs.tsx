import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react'
import { Badge } from '../badge/badge.js'
import { cx } from '../internal/class-names.js'

export interface TabItem<K extends string = string> {
  key: K
  label: ReactNode
  disabled?: boolean
  badge?: number | string | undefined
}

export interface TabsProps<K extends string = string> {
  items: ReadonlyArray<TabItem<K>>
  activeKey: K
  onChange: (key: K) => void
  /** Accessible name of the tab list. */
  label: string
  /** Keeps the tab list at the top of the scroll area while the content scrolls (default true). */
  sticky?: boolean
  /** Distance from the top when stuck, e.g. the nav bar height. */
  stickyOffset?: number
  /** The active tab's panel. */
  children?: ReactNode
  className?: string
}

/** Tabs with roving focus: arrows, Home and End move between enabled tabs and select them. */
export function Tabs<K extends string>({
  items,
  activeKey,
  onChange,
  label,
  sticky = true,
  stickyOffset = 0,
  children,
  className,
}: TabsProps<K>) {
  const base = useId()
  const tabRefs = useRef(new Map<K, HTMLButtonElement>())
  const listRef = useRef<HTMLDivElement>(null)
  const tabId = (key: K) => `${base}-tab-${key}`
  const panelId = `${base}-panel`
  const enabled = items.filter((item) => !item.disabled)

  // The selected tab scrolls into view in a list wider than the screen (a tab opened by a link, or
  // one beyond the edge). The list scrolls sideways only: scrollIntoView would move the page too.
  useEffect(() => {
    const list = listRef.current
    const tab = tabRefs.current.get(activeKey)
    if (!list || !tab || typeof list.scrollTo !== 'function') return
    const offset = tab.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft
    const left = Math.max(0, offset - (list.clientWidth - tab.offsetWidth) / 2)
    if (Math.abs(left - list.scrollLeft) > 1) list.scrollTo({ left, behavior: 'smooth' })
  }, [activeKey])

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.key === activeKey)
    let next: number | null = null
    if (event.key === 'ArrowRight') next = (index + 1) % enabled.length
    else if (event.key === 'ArrowLeft') next = (index - 1 + enabled.length) % enabled.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = enabled.length - 1
    const target = next === null ? undefined : enabled[next]
    if (!target) return
    event.preventDefault()
    onChange(target.key)
    tabRefs.current.get(target.key)?.focus()
  }

  return (
    <div className={cx('cm-tabs', className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        className={cx('cm-tabs__list', sticky && 'cm-tabs__list--sticky')}
        style={sticky ? { top: stickyOffset } : undefined}
        onKeyDown={move}
      >
        {items.map((item) => {
          const active = item.key === activeKey
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) tabRefs.current.set(item.key, el)
                else tabRefs.current.delete(item.key)
              }}
              id={tabId(item.key)}
              type="button"
              role="tab"
              aria-selected={active}
              // Only a panel that exists may be named (a tab bar without children has none).
              aria-controls={children !== undefined ? panelId : undefined}
              tabIndex={active ? 0 : -1}
              disabled={item.disabled}
              className={cx('cm-tabs__tab', active && 'is-active')}
              onClick={() => onChange(item.key)}
            >
              {item.label}
              <Badge content={item.badge} className="cm-tabs__badge" />
            </button>
          )
        })}
      </div>
      {children !== undefined ? (
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(activeKey)} className="cm-tabs__panel">
          {children}
        </div>
      ) : null}
    </div>
  )
}
