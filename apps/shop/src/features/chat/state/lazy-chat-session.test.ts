import { describe, expect, it, vi } from 'vitest'
import type { ChatSession, ChatSessionOptions, ChatSessionState } from './chat-session'
import type { ChatConnection } from './chat-types'
import { createLazyChatSession } from './lazy-chat-session'

/** A session whose ensure() resolves with a marker connection and whose state the test sets. */
function fakeSession() {
  const listeners = new Set<() => void>()
  let state: ChatSessionState = { status: 'idle' }
  const connection = { uid: 'u1' } as unknown as ChatConnection
  const session: ChatSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ensure: vi.fn(async () => {
      state = { status: 'ready', connection }
      for (const listener of listeners) listener()
      return connection
    }),
    stop: vi.fn(() => {
      state = { status: 'idle' }
      for (const listener of listeners) listener()
    }),
  }
  return { session, connection }
}

const options = {} as ChatSessionOptions

describe('the lazily loaded chat session', () => {
  it('loads nothing until ensure(), then hands every call to the loaded session', async () => {
    const { session, connection } = fakeSession()
    const createChatSession = vi.fn(() => session)
    const load = vi.fn(async () => ({ createChatSession }))
    const lazy = createLazyChatSession(options, load)
    const seen: string[] = []
    lazy.subscribe(() => seen.push(lazy.getState().status))

    expect(lazy.getState()).toEqual({ status: 'idle' })
    lazy.stop() // nothing started: nothing to stop, nothing loaded
    expect(load).not.toHaveBeenCalled()

    await expect(lazy.ensure()).resolves.toBe(connection)
    await expect(lazy.ensure()).resolves.toBe(connection)
    expect(load).toHaveBeenCalledTimes(1)
    expect(createChatSession).toHaveBeenCalledWith(options)
    expect(lazy.getState()).toEqual({ status: 'ready', connection })

    lazy.stop()
    expect(session.stop).toHaveBeenCalledTimes(1)
    expect(seen).toEqual(['starting', 'ready', 'ready', 'idle'])
  })

  it('a failed load is an error state, and the next ensure() loads again', async () => {
    const { session, connection } = fakeSession()
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ createChatSession: () => session })
    const lazy = createLazyChatSession(options, load)

    await expect(lazy.ensure()).rejects.toThrow('chunk failed')
    expect(lazy.getState()).toMatchObject({ status: 'error' })
    await expect(lazy.ensure()).resolves.toBe(connection)
    expect(load).toHaveBeenCalledTimes(2)
  })
})
