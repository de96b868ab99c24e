import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { boundLogFields, LOG_TEXT_MAX } from '../http/log-fields'
import { engineDrivers, openTestDatabase } from '../test-support/test-databases'
import { errorText } from './error-text'

/** The error a failed query throws through drizzle, with the engine's own error as its cause. */
async function failedQuery(handle: DatabaseHandle, params: readonly number[] = [1]): Promise<unknown> {
  try {
    await handle.db.execute(
      sql`select * from no_such_table where id in (${sql.join(
        params.map((p) => sql`${p}`),
        sql`, `,
      )})`,
    )
  } catch (error) {
    return error
  }
  throw new Error('the query did not fail')
}

// Issue #45: "queue sweep failed" on PostgreSQL was logged with drizzle's query and parameters but
// not with PostgreSQL's own error, the one line that says what went wrong.
describe.each(engineDrivers())('a database error in a log line (%s)', (driver) => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
  })
  afterAll(async () => {
    await handle?.close()
  })

  it("names the engine's error and its SQLSTATE as well as the query", async () => {
    const text = errorText(await failedQuery(handle))
    expect(text).toContain('relation "no_such_table" does not exist')
    expect(text).toContain('42P01')
    expect(text).toContain('select * from no_such_table')
  })

  it("keeps the engine's error when the query and its parameters fill the bounded line", async () => {
    const params = Array.from({ length: 5_000 }, (_, i) => i + 1)
    const line = boundLogFields({ error: errorText(await failedQuery(handle, params)) })
    expect(String(line['error']).length).toBeLessThan(LOG_TEXT_MAX + 100)
    expect(line['error']).toContain('relation "no_such_table" does not exist')
  })

  it('an Error passed as a field is written with its cause too', async () => {
    const line = boundLogFields({ error: await failedQuery(handle) })
    expect(line['error']).toContain('relation "no_such_table" does not exist')
  })
})

describe('errorText', () => {
  it.each([
    [new Error('plain'), 'Error: plain'],
    ['a string', 'a string'],
    [42, '42'],
    [new Error('outer', { cause: new TypeError('inner') }), 'TypeError: inner; in Error: outer'],
    [new Error('outer', { cause: 'why' }), 'why; in Error: outer'],
  ])('%s -> %s', (error, text) => {
    expect(errorText(error)).toBe(text)
  })

  it('stops at a cause that refers back to itself', () => {
    const error = new Error('loop') as Error & { cause?: unknown }
    error.cause = error
    expect(errorText(error)).toBe('Error: loop')
  })
})
