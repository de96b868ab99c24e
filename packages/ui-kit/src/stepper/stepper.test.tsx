import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { clampStep, Stepper } from './stepper.js'

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
    { typed: '999', capped: [999] },
    { typed: '5', capped: [] },
    { typed: '0', capped: [] },
  ])('typing "$typed" above the max tells onCapped: $capped', async ({ typed, capped }) => {
    const user = userEvent.setup()
    const told: number[] = []
    render(
      <Stepper
        value={2}
        max={5}
        onChange={() => undefined}
        onCapped={(n) => told.push(n)}
        decreaseLabel="Less"
        increaseLabel="More"
        inputLabel="Quantity"
      />,
    )
    const input = screen.getByRole('spinbutton') as HTMLInputElement
    await user.clear(input)
    await user.type(input, typed)
    await user.keyboard('{Enter}')
    expect(told).toEqual(capped)
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
