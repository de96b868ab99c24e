import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Empty } from './empty.js'

describe('Empty', () => {
  it('Empty shows its text and actions', () => {
    render(
      <Empty description="Nothing here" image={<svg />}>
        <button type="button">Retry</button>
      </Empty>,
    )
    expect(screen.getByText('Nothing here')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})
