import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PasscodeField, type PasscodeFieldProps } from './passcode-field.js'

function within(root: HTMLElement, name: string): HTMLElement {
  const button = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === name)
  if (!button) throw new Error(`no key ${name}`)
  return button
}

/** A 6-digit field labelled "Code" with a keypad labelled "Keypad"; any prop can be overridden. */
function renderField(props: Partial<PasscodeFieldProps>) {
  render(
    <PasscodeField
      length={6}
      onComplete={() => {}}
      label="Code"
      keyboardLabel="Keypad"
      deleteLabel="Delete"
      {...props}
    />,
  )
}

describe('PasscodeField (PasswordInput + NumberKeyboard)', () => {
  it('enters 6 digits from the keyboard and calls onComplete once with the code', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    renderField({ onComplete, label: 'Payment code' })
    const pad = screen.getByRole('group', { name: 'Keypad' })
    for (const digit of ['1', '2', '3', '4', '5', '9']) {
      await user.click(within(pad, digit))
    }
    expect(onComplete).toHaveBeenCalledTimes(1)
    expect(onComplete).toHaveBeenCalledWith('123459')
    await user.click(within(pad, '7'))
    expect(onComplete).toHaveBeenCalledTimes(1)
    const cells = screen.getByRole('textbox', { name: 'Payment code' })
    expect(cells.getAttribute('data-filled')).toBe('6')
    expect(cells.textContent).not.toContain('1')
  })

  it('deletes the last digit and accepts a hardware keyboard when focused', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    renderField({ onComplete })
    const cells = screen.getByRole('textbox', { name: 'Code' })
    await user.click(cells)
    await user.keyboard('12x3')
    expect(cells.getAttribute('data-filled')).toBe('3')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(cells.getAttribute('data-filled')).toBe('2')
    await user.keyboard('{Backspace}4567')
    expect(cells.getAttribute('data-filled')).toBe('5')
    await user.keyboard('8')
    expect(onComplete).toHaveBeenCalledWith('145678')
  })

  it('clears after completion when asked', async () => {
    const user = userEvent.setup()
    renderField({ clearOnComplete: true })
    await user.click(screen.getByRole('textbox'))
    await user.keyboard('123456')
    expect(screen.getByRole('textbox').getAttribute('data-filled')).toBe('0')
  })
})
