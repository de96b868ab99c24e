import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button.js'
import { Checkbox } from './checkbox.js'
import { NumberKeyboard } from './number-keyboard.js'
import { PasscodeField } from './passcode-field.js'
import { PasswordInput } from './password-input.js'
import { clampStep, Stepper } from './stepper.js'
import { PasswordField, TextField } from './text-field.js'

function StepperHarness({
  min,
  max,
  onChange,
}: {
  min?: number
  max?: number
  onChange?: (n: number) => void
}) {
  const [value, setValue] = useState(min ?? 1)
  return (
    <Stepper
      value={value}
      {...(min === undefined ? {} : { min })}
      {...(max === undefined ? {} : { max })}
      onChange={(n) => {
        onChange?.(n)
        setValue(n)
      }}
      decreaseLabel="Less"
      increaseLabel="More"
      inputLabel="Quantity"
    />
  )
}

describe('Stepper', () => {
  it('stays between min and max, disabling the buttons at the bounds', async () => {
    const user = userEvent.setup()
    render(<StepperHarness min={1} max={3} />)
    const less = screen.getByRole('button', { name: 'Less' }) as HTMLButtonElement
    const more = screen.getByRole('button', { name: 'More' }) as HTMLButtonElement
    const input = screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement
    expect(less.disabled).toBe(true)
    await user.click(more)
    await user.click(more)
    expect(input.value).toBe('3')
    expect(more.disabled).toBe(true)
    expect(less.disabled).toBe(false)
    await user.click(less)
    expect(input.value).toBe('2')
  })

  it.each([
    { typed: '99', committed: '5' },
    { typed: '0', committed: '1' },
    { typed: '4', committed: '4' },
    { typed: '', committed: '1' },
  ])('typing "$typed" commits $committed', async ({ typed, committed }) => {
    const user = userEvent.setup()
    render(<StepperHarness min={1} max={5} />)
    const input = screen.getByRole('spinbutton') as HTMLInputElement
    await user.clear(input)
    if (typed) await user.type(input, typed)
    await user.keyboard('{Enter}')
    expect(input.value).toBe(committed)
  })

  it.each([
    { value: 7, min: 1, max: 10, step: 2, out: 7 },
    { value: 8, min: 1, max: 10, step: 2, out: 9 },
    { value: -4, min: 1, max: 10, step: 1, out: 1 },
    { value: Number.NaN, min: 1, max: 10, step: 1, out: 1 },
  ])('clampStep($value, $min, $max, $step) = $out', ({ value, min, max, step, out }) => {
    expect(clampStep(value, min, max, step)).toBe(out)
  })
})

describe('PasscodeField (PasswordInput + NumberKeyboard)', () => {
  it('enters 6 digits from the keyboard and calls onComplete once with the code', async () => {
    const user = userEvent.setup()
    const onComplete = vi.fn()
    render(
      <PasscodeField
        length={6}
        onComplete={onComplete}
        label="Payment code"
        keyboardLabel="Keypad"
        deleteLabel="Delete"
      />,
    )
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
    render(
      <PasscodeField
        length={6}
        onComplete={onComplete}
        label="Code"
        keyboardLabel="Keypad"
        deleteLabel="Delete"
      />,
    )
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
    render(
      <PasscodeField
        length={6}
        onComplete={() => {}}
        clearOnComplete
        label="Code"
        keyboardLabel="Keypad"
        deleteLabel="Delete"
      />,
    )
    await user.click(screen.getByRole('textbox'))
    await user.keyboard('123456')
    expect(screen.getByRole('textbox').getAttribute('data-filled')).toBe('0')
  })

  it('shows digits when not masked and the error as its description', () => {
    render(<PasswordInput value="12" length={6} mask={false} label="Code" error="Wrong code" />)
    const cells = screen.getByRole('textbox', { name: 'Code' })
    expect(cells.textContent).toBe('12')
    expect(cells.getAttribute('aria-invalid')).toBe('true')
    const describedBy = cells.getAttribute('aria-describedby')
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe('Wrong code')
  })

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

function within(root: HTMLElement, name: string): HTMLElement {
  const button = Array.from(root.querySelectorAll('button')).find((b) => b.textContent === name)
  if (!button) throw new Error(`no key ${name}`)
  return button
}

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
