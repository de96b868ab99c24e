import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TabBar, type TabBarItem } from './tab-bar.js'

/** The entries an app passes in, in its order (the shop's: shop-spec §2). */
const TAB_KEYS = ['home', 'commodity', 'cart', 'order', 'me'] as const
type TabKey = (typeof TAB_KEYS)[number]

const labels: Record<TabKey, string> = {
  home: 'Home',
  commodity: 'Products',
  cart: 'Cart',
  order: 'Orders',
  me: 'Me',
}

function tabItems(cart?: number | 'dot'): TabBarItem<TabKey>[] {
  return TAB_KEYS.map((key) => ({
    key,
    label: labels[key],
    ...(key === 'cart' ? { badge: cart, badgeLabel: `${cart} items` } : {}),
    ...(key === 'order' ? { badge: 'dot' as const } : {}),
  }))
}

describe('TabBar', () => {
  it('lists home, commodity, cart, order and me with labels from props, marking the active one', () => {
    render(<TabBar label="Main" items={tabItems()} activeKey="cart" />)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const buttons = Array.from(nav.querySelectorAll('button')).map((b) => b.textContent)
    expect(buttons).toEqual(['Home', 'Products', 'Cart', 'Orders', 'Me'])
    expect(screen.getByRole('button', { name: /Cart/ }).getAttribute('aria-current')).toBe('page')
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-current')).toBeNull()
  })

  it.each([
    { count: 3, shown: '3' },
    { count: 99, shown: '99' },
    { count: 120, shown: '99+' },
  ])('shows a cart badge of $count as "$shown", spoken with its label', ({ count, shown }) => {
    const { container } = render(<TabBar label="Main" items={tabItems(count)} activeKey="home" />)
    const badge = container.querySelector('.cm-tab-bar__cell:nth-child(3) .cm-badge')
    expect(badge?.textContent).toBe(shown)
    expect(screen.getByRole('button', { name: `Cart ${count} items` })).toBeTruthy()
  })

  it('shows no badge for 0 and a dot for order', () => {
    const { container } = render(<TabBar label="Main" items={tabItems(0)} activeKey="home" />)
    expect(screen.getByRole('button', { name: 'Cart' })).toBeTruthy()
    expect(container.querySelector('.cm-tab-bar__cell:nth-child(3) .cm-badge')).toBeNull()
    expect(container.querySelector('.cm-tab-bar__cell:nth-child(4) .cm-badge--dot')).toBeTruthy()
  })

  it('calls onChange with the key and renders links through renderLink', () => {
    const onChange = vi.fn()
    render(
      <TabBar
        label="Main"
        items={tabItems().map((item) => ({ ...item, href: `/${item.key}` }))}
        activeKey="home"
        onChange={onChange}
        renderLink={({ href, className, children, onClick, 'aria-current': current }) => (
          <a data-router="yes" href={href} className={className} aria-current={current} onClick={onClick}>
            {children}
          </a>
        )}
      />,
    )
    const me = screen.getByRole('link', { name: 'Me' })
    expect(me.getAttribute('data-router')).toBe('yes')
    expect(me.getAttribute('href')).toBe('/me')
    fireEvent.click(me)
    expect(onChange).toHaveBeenCalledWith('me')
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')
  })
})
