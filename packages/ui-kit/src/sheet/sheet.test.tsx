import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Sheet } from './sheet.js'
import type { ViewportLike } from './use-keyboard-inset.js'

function fakeViewport(height: number): ViewportLike & { set(h: number): void } {
  const target = new EventTarget()
  let h = height
  return {
    get height() {
      return h
    },
    offsetTop: 0,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    set(next: number) {
      h = next
      target.dispatchEvent(new Event('resize'))
    },
  }
}

function Harness({ viewport }: { viewport?: ViewportLike }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        choose spec
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Specification"
        closeLabel="Close"
        viewport={viewport ?? null}
      >
        <label>
          Note
          <input />
        </label>
        <button type="button">Add to cart</button>
      </Sheet>
    </>
  )
}

describe('Sheet', () => {
  it('traps focus inside and closes on Escape, returning focus to the opener', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByText('choose spec'))
    const sheet = screen.getByRole('dialog', { name: 'Specification' })
    expect(sheet.contains(document.activeElement)).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Note' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }))
    await user.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
    await user.tab({ shift: true })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to cart' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByText('choose spec'))
  })

  it('closes from the close button and from the mask', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByText('choose spec'))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByText('choose spec'))
    await user.click(screen.getByTestId('cm-sheet-mask'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('lifts itself above the on-screen keyboard reported by the visual viewport', async () => {
    const user = userEvent.setup()
    const viewport = fakeViewport(window.innerHeight)
    render(<Harness viewport={viewport} />)
    await user.click(screen.getByText('choose spec'))
    const sheet = screen.getByRole('dialog')
    expect(sheet.style.bottom).toBe('0px')
    act(() => viewport.set(window.innerHeight - 320))
    expect(sheet.style.bottom).toBe('320px')
    act(() => viewport.set(window.innerHeight))
    expect(sheet.style.bottom).toBe('0px')
  })
})
