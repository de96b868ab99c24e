import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import type { Logger } from '../http/logger'
import { createOffsetClock } from '../test-support/test-clock'
import { openTestDatabase } from '../test-support/test-databases'
import { createDevMailer, listDevMail } from './dev-mailer'

describe('development mailer', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await database.migrate()
  })
  afterAll(async () => {
    await database?.close()
  })

  it('writes each message to the log and keeps it for `ops mail`, newest first', async () => {
    const lines: { message: string; fields: Record<string, unknown> | undefined }[] = []
    const logger: Logger = {
      info: (message, fields) => lines.push({ message, fields }),
      warn: () => {},
      error: () => {},
    }
    const mailer = createDevMailer({ db: database.db, logger, clock: createOffsetClock() })
    await mailer.send({ to: 'a@example.com', subject: 'First', text: 'Code 111111' })
    await mailer.send({ to: 'b@example.com', subject: 'Second', text: 'Code 222222' })
    expect(lines.map((l) => l.fields)).toEqual([
      { to: 'a@example.com', subject: 'First', text: 'Code 111111' },
      { to: 'b@example.com', subject: 'Second', text: 'Code 222222' },
    ])
    expect((await listDevMail(database.db)).map((m) => m.subject)).toEqual(['Second', 'First'])
    expect(await listDevMail(database.db, 1)).toMatchObject([{ to: 'b@example.com', text: 'Code 222222' }])
  })
})
