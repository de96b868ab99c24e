import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NavigationProgress } from './navigation-progress'

describe('NavigationProgress', () => {
  it('shows nothing before the first navigation, then the bar while one runs', async () => {
    const view = render(<NavigationProgress active={false} label="Loading page" />)
    expect(view.container.innerHTML).toBe('')
    view.rerender(<NavigationProgress active label="Loading page" />)
    const bar = await screen.findByRole('progressbar', { name: 'Loading page' })
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
  })
})
