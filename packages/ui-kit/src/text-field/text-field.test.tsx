import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { PasswordField, TextField } from './text-field.js'

function FieldHarness({ error }: { error?: string }) {
  const [value, setValue] = useState('')
  return (
    <TextField
      label="Email"
      value={value}
      onChange={setValue}
      type="email"
      hint="We never share it"
      clearLabel="Clear"
      {...(error === undefined ? {} : { error })}
    />
  )
}

function PasswordHarness() {
  const [value, setValue] = useState('secret')
  return (
    <PasswordField label="Password" value={value} onChange={setValue} showLabel="Show" hideLabel="Hide" />
  )
}
describe('TextField and friends', () => {
  it('labels the input and describes it with hint and error text', async () => {
    const user = userEvent.setup()
    const { rerender } = render(<FieldHarness />)
    const input = screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement
    expect(input.getAttribute('aria-invalid')).toBeNull()
    await user.type(input, 'a@b')
    expect(input.value).toBe('a@b')
    rerender(<FieldHarness error="Invalid email" />)
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const ids = (input.getAttribute('aria-describedby') ?? '').split(' ')
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Invalid email',
      'We never share it',
    ])
    expect(screen.getByRole('alert').textContent).toBe('Invalid email')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(input.value).toBe('')
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull()
  })

  it('PasswordField toggles visibility', async () => {
    const user = userEvent.setup()
    const { container } = render(<PasswordHarness />)
    const input = container.querySelector('input') as HTMLInputElement
    expect(input.type).toBe('password')
    await user.click(screen.getByRole('button', { name: 'Show' }))
    expect(input.type).toBe('text')
    expect(screen.getByRole('button', { name: 'Hide' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('TextField with rows is a textarea', () => {
    render(<TextField label="Note" value="" onChange={() => {}} rows={3} />)
    expect(screen.getByRole('textbox', { name: 'Note' }).tagName).toBe('TEXTAREA')
  })
})
