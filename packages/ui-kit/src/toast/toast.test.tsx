import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DEFAULT_DURATION_MS } from '../constants.js'
import { createToastController } from './toast-controller.js'
import { ToastHost, ToastProvider, useToast } from './toast-provider.js'

// Every test here runs on fake timers: the toasts close on a clock.
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toast controller', () => {
  it('closes a text toast after the spec default of 1200 ms', () => {
    const toast = createToastController()
    toast.show('saved')
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 1)
    expect(toast.getState()?.message).toBe('saved')
    vi.advanceTimersByTime(1)
    expect(toast.getState()).toBeNull()
  })

  it('keeps a loading toast until it is closed', () => {
    const toast = createToastController()
    const handle = toast.loading('loading')
    vi.advanceTimersByTime(60_000)
    expect(toast.getState()).toMatchObject({ kind: 'loading', message: 'loading', forbidClick: true })
    handle.close()
    expect(toast.getState()).toBeNull()
  })

  it('replaces the shown toast, and an old handle no longer closes the new one', () => {
    const toast = createToastController()
    const first = toast.loading('first')
    toast.fail('second')
    first.close()
    expect(toast.getState()?.message).toBe('second')
    vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS)
    expect(toast.getState()).toBeNull()
  })

  it('honours a custom duration and uses injected timers', () => {
    const calls: number[] = []
    const toast = createToastController({
      timers: {
        setTimeout: (cb, ms) => {
          calls.push(ms)
          return globalThis.setTimeout(cb, ms)
        },
        clearTimeout: (h) => globalThis.clearTimeout(h as number),
      },
    })
    toast.success('ok', 3000)
    expect(calls).toEqual([3000])
    vi.advanceTimersByTime(2999)
    expect(toast.getState()?.kind).toBe('success')
    vi.advanceTimersByTime(1)
    expect(toast.getState()).toBeNull()
  })

  it('rejects a negative duration with a RangeError', () => {
    expect(() => createToastController().show({ message: 'x', duration: -1 })).toThrow(RangeError)
  })
})

function Trigger() {
  const toast = useToast()
  return (
    <>
      <button type="button" onClick={() => toast.show('hello')}>
        text
      </button>
      <button type="button" onClick={() => toast.loading('wait')}>
        load
      </button>
    </>
  )
}

function Lonely() {
  useToast()
  return null
}
describe('ToastHost', () => {
  it('renders the toast from the provider state and hides it after 1200 ms', () => {
    render(
      <ToastProvider>
        <Trigger />
        <ToastHost />
      </ToastProvider>,
    )
    act(() => screen.getByText('text').click())
    expect(screen.getByRole('status').textContent).toBe('hello')
    act(() => vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS))
    expect(screen.getByRole('status').textContent).toBe('')
  })

  it('shows a loading toast with a click blocker that stays', () => {
    render(
      <ToastProvider>
        <Trigger />
        <ToastHost />
      </ToastProvider>,
    )
    act(() => screen.getByText('load').click())
    act(() => vi.advanceTimersByTime(10_000))
    expect(screen.getByRole('status').textContent).toBe('wait')
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true')
    expect(screen.getByTestId('cm-toast-blocker')).toBeTruthy()
  })

  it('uses a controller made outside React, and a fail toast is an alert', () => {
    const controller = createToastController()
    render(
      <ToastProvider controller={controller}>
        <ToastHost />
      </ToastProvider>,
    )
    act(() => {
      controller.fail('server said no')
    })
    expect(screen.getByRole('alert').textContent).toBe('server said no')
  })

  it('separate providers hold separate state', () => {
    const a = createToastController()
    const b = createToastController()
    render(
      <>
        <ToastProvider controller={a}>
          <div data-testid="a">
            <ToastHost />
          </div>
        </ToastProvider>
        <ToastProvider controller={b}>
          <div data-testid="b">
            <ToastHost />
          </div>
        </ToastProvider>
      </>,
    )
    act(() => {
      a.show('only a')
    })
    expect(screen.getByTestId('a').textContent).toBe('only a')
    expect(screen.getByTestId('b').textContent).toBe('')
  })

  it('useToast outside a provider throws a clear error', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Lonely />)).toThrow(/ToastProvider/)
    spy.mockRestore()
  })
})
