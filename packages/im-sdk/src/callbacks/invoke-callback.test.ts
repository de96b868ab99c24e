import { describe, expect, it } from 'vitest'
import { MissingCallbackError } from '../client-errors.js'
import { CallbackFailedError, InvalidCallbackResultError } from './errors.js'
import { invokeCallback, invokeListCallback, requireCallback } from './invoke-callback.js'
import { itemProblems } from './shape-problem.js'

const channel = { channelID: 'c', channelType: 1 }

describe('invoking provider callbacks (chat-spec §5, §7)', () => {
  it('names a missing callback (chat-spec §5)', async () => {
    expect(() => requireCallback({}, 'syncReminders')).toThrow(MissingCallbackError)
    await expect(invokeCallback({}, 'syncReminders', { version: 0 })).rejects.toMatchObject({
      code: 'MISSING_CALLBACK',
      callback: 'syncReminders',
    })
  })

  it('wraps a rejection in CallbackFailedError with the cause', async () => {
    const cause = new Error('offline')
    const failing = invokeCallback({ syncReminders: () => Promise.reject(cause) }, 'syncReminders', {
      version: 0,
    })
    await expect(failing).rejects.toBeInstanceOf(CallbackFailedError)
    await expect(failing).rejects.toMatchObject({ callback: 'syncReminders', cause })
  })

  it('accepts undefined as an empty list and checks every item of a list', async () => {
    const call = (result: unknown) =>
      invokeListCallback(
        { syncReminders: async () => result as never },
        'syncReminders',
        { version: 0 },
        itemProblems.reminder,
      )
    await expect(call(undefined)).resolves.toEqual([])
    const good = { reminderID: 1, channel, reminderType: 1, version: 1 }
    await expect(call([good])).resolves.toEqual([good])
    await expect(call({})).rejects.toBeInstanceOf(InvalidCallbackResultError)
    await expect(call([good, { ...good, version: 'x' }])).rejects.toMatchObject({
      code: 'INVALID_CALLBACK_RESULT',
      message: 'the "syncReminders" callback returned a reminder without an integer version',
    })
  })
})
