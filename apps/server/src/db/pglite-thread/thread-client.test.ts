import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Worker } from 'node:worker_threads'
import { messages, PGlite, types } from '@electric-sql/pglite'
import { eq } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { isUniqueViolation } from '../../features/accounts/user-lookup'
import { openDatabase } from '../open-database'
import { PGLITE_EXTENSIONS } from '../pglite-extensions.mjs'
import { chatMessages } from '../schema'
import { PgliteThreadClosedError, PgliteThreadDiedError } from './errors'
import { PgliteThreadClient, spawnPgliteWorker } from './thread-client'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/** Every column type the schema uses (server README "Data model"), plus numeric and arrays. */
const probes = pgTable('probes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  big: bigint('big', { mode: 'bigint' }).notNull(),
  cents: bigint('cents', { mode: 'number' }).notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plainAt: timestamp('plain_at'),
  doc: jsonb('doc').$type<{ a: number[]; b: string | null }>().notNull(),
  flag: boolean('flag').notNull(),
  tags: text('tags').array().notNull(),
  amount: numeric('amount').notNull(),
  bytes: bytea('bytes'),
})

const CREATE_PROBES = `create table probes (
  id serial primary key, name text not null unique, big bigint not null, cents bigint not null,
  at timestamptz not null, plain_at timestamp, doc jsonb not null, flag boolean not null,
  tags text[] not null, amount numeric not null, bytes bytea)`

const sample = (name: string) => ({
  name,
  big: 1_700_000_000_000_000_123n,
  cents: 2 ** 40 + 7,
  at: new Date('2026-11-24T07:00:00.123Z'),
  plainAt: new Date('2026-01-02T03:04:05.006Z'),
  doc: { a: [1, 2, 3], b: 'ü "quoted" \\ text' },
  flag: true,
  tags: ['x', 'with,comma', 'with "quote"', ''],
  amount: '12345678901234567890.0123',
  bytes: new Uint8Array([0, 1, 254, 255]),
})

const schema = { probes }

async function openThreaded(spawn = spawnPgliteWorker) {
  const client = await PgliteThreadClient.open(undefined, spawn)
  await client.query(CREATE_PROBES)
  return { client, db: drizzle({ client: client as unknown as PGlite, schema }) }
}

describe('PgliteThreadClient', () => {
  let client: PgliteThreadClient
  let db: PgliteDatabase<typeof schema>
  let reference: PGlite
  let referenceDb: PgliteDatabase<typeof schema>

  beforeAll(async () => {
    ;({ client, db } = await openThreaded())
    reference = await PGlite.create({ extensions: PGLITE_EXTENSIONS })
    await reference.query(CREATE_PROBES)
    referenceDb = drizzle({ client: reference, schema })
  })
  afterAll(async () => {
    await client.close()
    await reference.close()
  })
  afterEach(async () => {
    await client.query('delete from probes')
    await reference.query('delete from probes')
  })

  it('round-trips every column type through Drizzle exactly as an in-process PGlite does', async () => {
    const [inserted] = await db.insert(probes).values(sample('a')).returning()
    const [expected] = await referenceDb.insert(probes).values(sample('a')).returning()
    expect({ ...inserted, id: 0 }).toEqual({ ...expected, id: 0 })
    expect(inserted).toMatchObject({ ...sample('a'), id: expect.any(Number) })

    const read = await db.select().from(probes).where(eq(probes.big, 1_700_000_000_000_000_123n))
    const referenceRead = await referenceDb.select().from(probes)
    expect(read.map((r) => ({ ...r, id: 0 }))).toEqual(referenceRead.map((r) => ({ ...r, id: 0 })))
    expect(read[0]!.at).toBeInstanceOf(Date)
    expect(read[0]!.at.toISOString()).toBe('2026-11-24T07:00:00.123Z')
    expect(typeof read[0]!.big).toBe('bigint')
  })

  it('answers raw queries in both row modes, with nulls, and the same result shape as PGlite', async () => {
    await db.insert(probes).values({ ...sample('n'), plainAt: null, bytes: null })
    const query = 'select name, big, at, plain_at, bytes, tags from probes where name = $1'
    for (const rowMode of ['array', 'object'] as const) {
      const got = await client.query(query, ['n'], { rowMode })
      const want = await reference.query(
        'select $1::text as name, 1700000000000000123::int8 as big, $2::timestamptz as at, null::timestamp as plain_at, null::bytea as bytes, $3::text[] as tags',
        ['n', '2026-11-24T07:00:00.123Z', ['x', 'with,comma', 'with "quote"', '']],
        { rowMode },
      )
      expect(got.rows).toEqual(want.rows)
      expect(got.fields).toEqual(want.fields)
      expect(got.affectedRows).toBe(0)
    }
  })

  it("runs the caller's parsers on this thread, on the raw text, with the type id", async () => {
    const seen: [string, number | undefined][] = []
    const result = await client.query<{ t: string; n: number; none: null }>(
      "select '2026-11-24 07:00:00+00'::timestamptz as t, 41 as n, null::timestamptz as none",
      [],
      {
        parsers: {
          [types.TIMESTAMPTZ]: (value: string, typeId?: number) => {
            seen.push([value, typeId])
            return `parsed:${value}`
          },
        },
      },
    )
    expect(result.rows).toEqual([{ t: 'parsed:2026-11-24 07:00:00+00', n: 41, none: null }])
    expect(seen).toEqual([['2026-11-24 07:00:00+00', types.TIMESTAMPTZ]])
  })

  it('keeps a unique violation a PGlite DatabaseError with code 23505 and its constraint', async () => {
    await db.insert(probes).values(sample('dup'))
    const raw = await client
      .query(
        'insert into probes (name, big, cents, at, doc, flag, tags, amount) select name, big, cents, at, doc, flag, tags, amount from probes',
      )
      .catch((e: unknown) => e)
    expect(raw).toBeInstanceOf(messages.DatabaseError)
    expect(raw).toMatchObject({
      code: '23505',
      constraint: 'probes_name_key',
      table: 'probes',
      severity: 'ERROR',
    })
    expect((raw as { detail: string }).detail).toContain('(name)=(dup)')

    const viaDrizzle = await db
      .insert(probes)
      .values(sample('dup'))
      .catch((e: unknown) => e)
    expect(isUniqueViolation(viaDrizzle)).toBe(true)
    expect((viaDrizzle as Error).cause).toBeInstanceOf(messages.DatabaseError)
  })

  it('commits a transaction whose callback resolves', async () => {
    const result = await db.transaction(async (tx) => {
      await tx.insert(probes).values(sample('t1'))
      await tx.insert(probes).values(sample('t2'))
      return (await tx.select().from(probes)).length
    })
    expect(result).toBe(2)
    expect(await db.$count(probes)).toBe(2)
  })

  it('rolls back when the callback throws, and rethrows its error', async () => {
    const failure = new Error('refused half way')
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probes).values(sample('gone'))
        throw failure
      }),
    ).rejects.toBe(failure)
    expect(await db.$count(probes)).toBe(0)
  })

  it('rolls back a nested transaction (savepoint) alone', async () => {
    await db.transaction(async (tx) => {
      await tx.insert(probes).values(sample('outer'))
      await tx
        .transaction(async (inner) => {
          await inner.insert(probes).values(sample('inner'))
          throw new Error('inner fails')
        })
        .catch(() => {})
    })
    expect((await db.select({ name: probes.name }).from(probes)).map((r) => r.name)).toEqual(['outer'])
  })

  it('makes a query outside an open transaction wait, then see only committed data', async () => {
    const order: string[] = []
    let outside: Promise<number> | undefined
    await db.transaction(async (tx) => {
      await tx.insert(probes).values(sample('inside'))
      outside = client.query<{ n: number }>('select count(*)::int as n from probes').then((r) => {
        order.push('outside answered')
        return r.rows[0]!.n
      })
      // Give the outside query every chance to overtake the transaction if it could.
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.insert(probes).values(sample('inside 2'))
      order.push('transaction done')
    })
    expect(await outside).toBe(2)
    expect(order).toEqual(['transaction done', 'outside answered'])

    let afterRollback: Promise<number> | undefined
    await db
      .transaction(async (tx) => {
        await tx.insert(probes).values(sample('rolled back'))
        afterRollback = client
          .query<{ n: number }>('select count(*)::int as n from probes')
          .then((r) => r.rows[0]!.n)
        await new Promise((resolve) => setTimeout(resolve, 20))
        throw new Error('roll back')
      })
      .catch(() => {})
    expect(await afterRollback).toBe(2)
  })

  it('rejects COMMIT of a transaction a failed statement aborted (25P02), as PGlite does', async () => {
    await db.insert(probes).values(sample('taken'))
    const error = await client
      .transaction(async (tx) => {
        await tx.query(
          "insert into probes (name, big, cents, at, doc, flag, tags, amount) values ('x', 1, 1, now(), '{}', true, '{}', 1)",
        )
        await tx.query('select 1/0').catch(() => {})
      })
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: '25P02' })
    expect(await db.$count(probes)).toBe(1)
  })

  it('refuses queries on a transaction after it ended', async () => {
    let kept: { query(sql: string): Promise<unknown> } | undefined
    await client.transaction(async (tx) => {
      kept = tx
    })
    await expect(kept!.query('select 1')).rejects.toThrow(/already committed or rolled back/)
  })
})

describe('PgliteThreadClient lifecycle', () => {
  it('rejects a query after close with PgliteThreadClosedError', async () => {
    const client = await PgliteThreadClient.open(undefined)
    await client.close()
    await expect(client.query('select 1')).rejects.toBeInstanceOf(PgliteThreadClosedError)
    await expect(client.transaction(async () => 1)).rejects.toBeInstanceOf(PgliteThreadClosedError)
    await client.close()
  })

  it('rejects pending and later queries with PgliteThreadDiedError when the worker dies', async () => {
    let worker: Worker | undefined
    const client = await PgliteThreadClient.open(undefined, (dataDir) => {
      worker = spawnPgliteWorker(dataDir)
      return worker
    })
    let waiting: Promise<unknown> | undefined
    const held = client.transaction(async (tx) => {
      await tx.query('select 1')
      // Waits in the worker behind the held transaction; then the thread goes away.
      waiting = client.query('select 2')
      await new Promise((resolve) => setTimeout(resolve, 20))
      await worker!.terminate()
    })
    await expect(held).rejects.toBeInstanceOf(PgliteThreadDiedError)
    await expect(waiting).rejects.toBeInstanceOf(PgliteThreadDiedError)
    await expect(client.query('select 3')).rejects.toBeInstanceOf(PgliteThreadDiedError)
    await client.close()
  })

  it('fails to open, instead of hanging, when PGlite cannot start', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-pglite-thread-'))
    try {
      const notADirectory = path.join(dir, 'file')
      await import('node:fs/promises').then((fs) => fs.writeFile(notADirectory, 'x'))
      await expect(PgliteThreadClient.open(path.join(notADirectory, 'pglite'))).rejects.toThrow()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('migrates through the worker and keeps the data in its folder across a close and a reopen', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-pglite-thread-'))
    try {
      const dataDir = path.join(dir, 'pglite')
      const first = await openDatabase({ kind: 'pglite', dataDir, thread: true })
      await first.migrate()
      await first.db.insert(chatMessages).values({
        messageId: 1_900_000_000_000_000_001n,
        channelType: 1,
        channelId: 'a@b',
        messageSeq: 1,
        fromUid: '1',
        timestamp: 1_795_000_000,
        payload: '{"type":1}',
        clientMsgNo: 'c1',
      })
      await first.close()

      const second = await openDatabase({ kind: 'pglite', dataDir, thread: true })
      await second.migrate()
      const rows = await second.db.select().from(chatMessages)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({
        messageId: 1_900_000_000_000_000_001n,
        channelId: 'a@b',
        messageSeq: 1,
      })
      expect(rows[0]!.createdAt).toBeInstanceOf(Date)
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
