import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PasswordInput } from './password-input.js'

describe('PasswordInput', () => {
  it('shows digits when not masked and the error as its description', () => {
    render(<PasswordInput value="12" length={6} mask={false} label="Code" error="Wrong code" />)
    const cells = screen.getByRole('textbox', { name: 'Code' })
    expect(cells.textContent).toBe('12')
    expect(cells.getAttribute('aria-invalid')).toBe('true')
    const describedBy = cells.getAttribute('aria-describedby')
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Wrong code')
  })
})
