import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog } from './dialog.js'

function Harness({
  onConfirm = () => {},
  onCancel = () => {},
}: {
  onConfirm?: () => void
  onCancel?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        delete
      </button>
      <Dialog
        open={open}
        title="Delete address?"
        message="This cannot be undone."
        confirmText="Yes"
        cancelText="No"
        onConfirm={() => {
          onConfirm()
          setOpen(false)
        }}
        onCancel={() => {
          onCancel()
          setOpen(false)
        }}
      />
    </>
  )
}

/** Renders the harness and opens its dialog as a user would; returns the user and the spies. */
async function openDialog() {
  const user = userEvent.setup()
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(<Harness onConfirm={onConfirm} onCancel={onCancel} />)
  await user.click(screen.getByText('delete'))
  return { user, onConfirm, onCancel }
}

describe('Dialog', () => {
  it('is a labelled alertdialog that focuses cancel and confirms', async () => {
    const { user, onConfirm } = await openDialog()
    const dialog = screen.getByRole('alertdialog', { name: 'Delete address?' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.activeElement?.textContent).toBe('No')
    await user.click(screen.getByRole('button', { name: 'Yes' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement?.textContent).toBe('delete')
  })

  it('cancels with the cancel button and returns focus', async () => {
    const { user, onCancel } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'No' }))
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(document.activeElement?.textContent).toBe('delete')
  })

  it('cancels on Escape and traps Tab between its buttons', async () => {
    const { user, onCancel } = await openDialog()
    await user.tab()
    expect(document.activeElement?.textContent).toBe('Yes')
    await user.tab()
    expect(document.activeElement?.textContent).toBe('No')
    await user.tab({ shift: true })
    expect(document.activeElement?.textContent).toBe('Yes')
    await user.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(document.activeElement?.textContent).toBe('delete')
  })

  it('without cancelText is a single-button alert focused on confirm', () => {
    render(<Dialog open message="Paid" confirmText="OK" onConfirm={() => {}} />)
    const ok = screen.getByRole('button', { name: 'OK' })
    expect(screen.getAllByRole('button')).toHaveLength(1)
    expect(document.activeElement).toBe(ok)
  })

  it('a busy confirm is disabled and focus rests on the dialog itself', () => {
    render(<Dialog open message="Paying" confirmText="OK" onConfirm={() => {}} confirmBusy />)
    const ok = screen.getByRole('button', { name: 'OK' }) as HTMLButtonElement
    expect(ok.disabled).toBe(true)
    expect(ok.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('alertdialog'))
  })
})
