import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Badge, badgeText } from './badge.js'
import { NavBar } from './nav-bar.js'
import { TabBar, type TabBarItem } from './tab-bar.js'
import { Tabs } from './tabs.js'

describe('NavBar', () => {
  it('shows a labelled back arrow by default, the title and the right slot', () => {
    const onBack = vi.fn()
    render(
      <NavBar title="Shop" backLabel="Back" onBack={onBack} right={<button type="button">Share</button>} />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy()
  })

  it('hides the back arrow when asked', () => {
    render(<NavBar title="Home" backLabel="Back" showBack={false} />)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })
})

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

describe('Badge', () => {
  it.each([
    { content: undefined, text: null },
    { content: 0, text: null },
    { content: '', text: null },
    { content: 5, text: '5' },
    { content: 100, text: '99+' },
    { content: 'new', text: 'new' },
  ])('badgeText($content) is $text', ({ content, text }) => {
    expect(badgeText(content)).toBe(text)
  })

  it('speaks its label instead of the number when given', () => {
    render(<Badge content={4} label="4 unread" />)
    expect(screen.getByRole('status', { name: '4 unread' }).textContent).toBe('4')
  })
})

function TabsHarness({ onChange }: { onChange?: (key: string) => void }) {
  const [key, setKey] = useState('all')
  return (
    <Tabs
      label="Order status"
      items={[
        { key: 'all', label: 'All' },
        { key: 'unpaid', label: 'Unpaid', badge: 2 },
        { key: 'closed', label: 'Closed', disabled: true },
        { key: 'done', label: 'Done' },
      ]}
      activeKey={key}
      onChange={(next) => {
        onChange?.(next)
        setKey(next)
      }}
      stickyOffset={46}
    >
      <p>panel {key}</p>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('marks the selected tab, labels the panel and sticks under the nav bar', () => {
    render(<TabsHarness />)
    const list = screen.getByRole('tablist', { name: 'Order status' })
    expect(list.className).toContain('cm-tabs__list--sticky')
    expect(list.style.top).toBe('46px')
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('panel all')
  })

  it('selects by click and moves with arrows, skipping disabled tabs', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<TabsHarness onChange={onChange} />)
    await user.click(screen.getByRole('tab', { name: /Unpaid/ }))
    expect(screen.getByRole('tabpanel').textContent).toBe('panel unpaid')
    await user.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Done' }))
    expect(screen.getByRole('tab', { name: 'Done' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{End}')
    expect(onChange).toHaveBeenLastCalledWith('done')
    await user.click(screen.getByRole('tab', { name: 'Closed' }))
    expect(onChange).not.toHaveBeenCalledWith('closed')
  })
})
