import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NumberKeyboard } from './number-keyboard.js'

describe('NumberKeyboard', () => {
  it('NumberKeyboard sends the extra key and closes', () => {
    const onInput = vi.fn()
    const onClose = vi.fn()
    render(
      <NumberKeyboard
        label="Keypad"
        deleteLabel="Delete"
        extraKey="."
        onInput={onInput}
        onDelete={() => {}}
        closeLabel="Done"
        onClose={onClose}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: '.' }))
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(onInput).toHaveBeenCalledWith('.')
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
