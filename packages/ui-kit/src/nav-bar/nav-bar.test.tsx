import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NavBar } from './nav-bar.js'

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
