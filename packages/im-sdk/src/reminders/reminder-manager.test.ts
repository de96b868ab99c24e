import { describe, expect, it } from 'vitest'
import type { ReminderInput } from '../callbacks/types.js'
import { MissingCallbackError } from '../client-errors.js'
import { CHANNEL, deferred } from '../messages/test-helpers.js'
import { createReminderManager, type Reminder } from './reminder-manager.js'

const item = (
  reminderID: number,
  version: number,
  overrides: Partial<ReminderInput> = {},
): ReminderInput => ({
  reminderID,
  channel: CHANNEL,
  reminderType: 1,
  done: false,
  version,
  ...overrides,
})

describe('reminders (chat-spec §3, §7)', () => {
  it('syncs by version, remembering the highest', async () => {
    const asked: number[] = []
    const pages = [[item(1, 5), item(2, 7, { reminderType: 2 })], [item(1, 9, { done: true })], []]
    const changes: Reminder[][] = []
    const manager = createReminderManager({
      callbacks: {
        syncReminders: async ({ version }) => {
          asked.push(version)
          return pages.shift() ?? []
        },
      },
      onChange: (c) => changes.push([...c]),
    })
    await manager.sync()
    expect(manager.version).toBe(7)
    expect(manager.pending(CHANNEL).map((r) => [r.reminderID, r.reminderType])).toEqual([
      [1, 1],
      [2, 2],
    ])
    await manager.sync()
    await manager.sync()
    expect(asked).toEqual([0, 7, 9])
    expect(manager.pending(CHANNEL).map((r) => r.reminderID)).toEqual([2])
    expect(changes).toHaveLength(2)
  })

  it('concurrent syncs share one callback call', async () => {
    const gate = deferred<ReminderInput[]>()
    let calls = 0
    const manager = createReminderManager({
      callbacks: {
        syncReminders: () => {
          calls += 1
          return gate.promise
        },
      },
      onChange: () => {},
    })
    const a = manager.sync()
    const b = manager.sync()
    gate.resolve([item(1, 1)])
    await Promise.all([a, b])
    expect(calls).toBe(1)
  })

  it('done() calls reminderDone with the ids and marks them done', async () => {
    const doneCalls: number[][] = []
    const manager = createReminderManager({
      callbacks: {
        syncReminders: async () => [item(1, 1), item(2, 2)],
        reminderDone: async ({ ids }) => {
          doneCalls.push([...ids])
        },
      },
      onChange: () => {},
    })
    await manager.sync()
    await manager.done([1])
    expect(doneCalls).toEqual([[1]])
    expect(manager.list(CHANNEL).map((r) => [r.reminderID, r.done])).toEqual([
      [1, true],
      [2, false],
    ])
  })

  it('a failing reminderDone leaves the reminders as they were', async () => {
    const manager = createReminderManager({
      callbacks: {
        syncReminders: async () => [item(1, 1)],
        reminderDone: async () => Promise.reject(new Error('x')),
      },
      onChange: () => {},
    })
    await manager.sync()
    await expect(manager.done([1])).rejects.toMatchObject({
      code: 'CALLBACK_FAILED',
      callback: 'reminderDone',
    })
    expect(manager.pending(CHANNEL)).toHaveLength(1)
  })

  it.each([
    ['sync', (m: ReturnType<typeof createReminderManager>): Promise<unknown> => m.sync(), 'syncReminders'],
    ['done', (m: ReturnType<typeof createReminderManager>): Promise<unknown> => m.done([1]), 'reminderDone'],
  ])('%s without its callback throws MissingCallbackError naming it', async (_n, call, name) => {
    const manager = createReminderManager({ callbacks: {}, onChange: () => {} })
    const error = await call(manager).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MissingCallbackError)
    expect((error as MissingCallbackError).callback).toBe(name)
  })

  it('refuses ids that are not integers', async () => {
    const manager = createReminderManager({ callbacks: { reminderDone: async () => {} }, onChange: () => {} })
    await expect(manager.done(['1' as never])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' })
  })
})
