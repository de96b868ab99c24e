import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Checkbox } from './checkbox.js'

describe('Checkbox', () => {
  it('Checkbox reports its checked state', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Checkbox checked={false} onChange={onChange}>
        I agree
      </Checkbox>,
    )
    await user.click(screen.getByRole('checkbox', { name: 'I agree' }))
    expect(onChange).toHaveBeenCalledWith(true)
  })
})
