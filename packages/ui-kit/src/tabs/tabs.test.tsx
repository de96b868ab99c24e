import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Tabs } from './tabs.js'

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

describe('Tabs in a list wider than the screen', () => {
  it('scrolls the list sideways so the selected tab is in view (centred), not the page', () => {
    const items = ['a', 'b', 'c', 'd', 'e', 'f'].map((key) => ({ key, label: key.toUpperCase() }))
    const view = (activeKey: string) => (
      <Tabs label="Order status" items={items} activeKey={activeKey} onChange={() => {}} />
    )
    const { rerender } = render(view('a'))
    const list = screen.getByRole('tablist')
    // jsdom has no layout: a 300 px list of 100 px tabs side by side, scrolled to the start.
    const scrolls: ScrollToOptions[] = []
    Object.defineProperty(list, 'clientWidth', { value: 300 })
    list.getBoundingClientRect = () => new DOMRect(0, 0, 300, 40)
    let scrollLeft = 0
    Object.defineProperty(list, 'scrollLeft', { get: () => scrollLeft })
    list.scrollTo = ((options: ScrollToOptions) => {
      scrolls.push(options)
      scrollLeft = options.left ?? scrollLeft
    }) as typeof list.scrollTo
    screen.getAllByRole('tab').forEach((tab, index) => {
      Object.defineProperty(tab, 'offsetWidth', { value: 100 })
      tab.getBoundingClientRect = () => new DOMRect(index * 100 - scrollLeft, 0, 100, 40)
    })
    rerender(view('e'))
    // tab E starts at 400: centred in 300 px means the list scrolls to 400 - 100 = 300
    expect(scrolls).toEqual([{ left: 300, behavior: 'smooth' }])
    rerender(view('d'))
    rerender(view('a'))
    expect(scrolls.map((s) => s.left)).toEqual([300, 200, 0])
    // already where it belongs: nothing moves
    rerender(view('b'))
    expect(scrolls).toHaveLength(3)
  })
})
