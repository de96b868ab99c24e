import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSubmit } from './use-submit'

function deferred() {
  let resolve!: () => void
  let reject!: (error: unknown) => void
  const promise = new Promise<void>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

describe('useSubmit', () => {
  it('is busy while the action runs and idle after it', async () => {
    const pending = deferred()
    const action = vi.fn(() => pending.promise)
    const { result } = renderHook(() => useSubmit(action))
    expect(result.current.busy).toBe(false)
    let done: Promise<boolean> = Promise.resolve(false)
    act(() => {
      done = result.current.run()
    })
    expect(result.current.busy).toBe(true)
    await act(async () => {
      pending.resolve()
      await done
    })
    expect(result.current.busy).toBe(false)
    expect(action).toHaveBeenCalledTimes(1)
  })

  it('ignores a second call while the first is pending (double tap), then runs again', async () => {
    const first = deferred()
    const action = vi.fn((_value: string) => first.promise)
    const { result } = renderHook(() => useSubmit(action))
    let done: Promise<boolean> = Promise.resolve(false)
    let second: Promise<boolean> = Promise.resolve(true)
    act(() => {
      done = result.current.run('a')
      // Same render, so the rendered `busy` is still false: the guard must not rely on it.
      second = result.current.run('b')
    })
    await expect(second).resolves.toBe(false)
    expect(action).toHaveBeenCalledTimes(1)
    expect(action).toHaveBeenLastCalledWith('a')
    await act(async () => {
      first.resolve()
      await expect(done).resolves.toBe(true)
    })
    action.mockImplementation(() => Promise.resolve())
    await act(() => expect(result.current.run('c')).resolves.toBe(true))
    expect(action).toHaveBeenCalledTimes(2)
    expect(action).toHaveBeenLastCalledWith('c')
  })

  it('guards a callback created before the first call (no stale busy from a closure)', async () => {
    const first = deferred()
    const action = vi.fn(() => first.promise)
    const { result } = renderHook(() => useSubmit(action))
    const runFromOldClosure = result.current.run
    let done: Promise<boolean> = Promise.resolve(false)
    act(() => {
      done = result.current.run()
    })
    await act(() => runFromOldClosure())
    expect(action).toHaveBeenCalledTimes(1)
    await act(async () => {
      first.resolve()
      await done
    })
  })

  it('on failure calls onError, never rejects, clears busy and allows another try', async () => {
    const failure = new Error('refused')
    const onError = vi.fn()
    const action = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('ok')
    const { result } = renderHook(() => useSubmit(action, { onError }))
    await act(() => expect(result.current.run()).resolves.toBe(false))
    expect(onError).toHaveBeenCalledWith(failure)
    expect(result.current.busy).toBe(false)
    await act(() => result.current.run())
    expect(action).toHaveBeenCalledTimes(2)
    expect(onError).toHaveBeenCalledTimes(1)
  })

  it('swallows a failure without onError (the api client already showed the toast)', async () => {
    const action = vi.fn().mockRejectedValue(new Error('offline'))
    const { result } = renderHook(() => useSubmit(action))
    await act(() => expect(result.current.run()).resolves.toBe(false))
    expect(result.current.busy).toBe(false)
  })

  it('uses the latest action and options of the last render', async () => {
    const first = vi.fn(() => Promise.resolve())
    const second = vi.fn(() => Promise.resolve())
    const { result, rerender } = renderHook(({ action }) => useSubmit(action), {
      initialProps: { action: first },
    })
    const run = result.current.run
    rerender({ action: second })
    expect(result.current.run).toBe(run)
    await act(() => run())
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })
})
