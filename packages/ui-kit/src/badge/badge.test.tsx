import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Badge, badgeText } from './badge.js'

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
