import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './button.js'

describe('Button', () => {
  it('Button is busy and disabled while loading', () => {
    render(
      <Button loading loadingText="Saving…">
        Save
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.type).toBe('button')
  })
})
