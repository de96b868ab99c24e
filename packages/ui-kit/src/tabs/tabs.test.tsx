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
