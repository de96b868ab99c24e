import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle, DriverName } from '../../db/database'
import { chatConversations, chatMessageExtras, chatMessages } from '../../db/schema'
import { engineDrivers, openTestDatabase } from '../../test-support/test-databases'
import type { StoredChannel } from '../channel-address'
import { databaseAppend } from '../gateway/sending/channel-writer'
import { plainMessage } from '../gateway/testing/plain-message'
import { appendMessages, createPreparedAppend, dollarQuoted } from './message-batch-store'
import type { ChannelBatch } from './message-store'
import { loadChannelMessages, type NewMessage } from './message-store'

const service = (shopId: number, shopperUid: string): StoredChannel => ({
  kind: 'service',
  canonicalId: `mer_${shopId}_${shopperUid}`,
  channelType: 7,
  serviceId: `mer_${shopId}`,
  shopId,
  shopperUid,
})

let nextId = 1_000_000_000_000n
const message = (fromUid: string, text: string, extra: Partial<NewMessage> = {}): NewMessage =>
  plainMessage({
    messageId: nextId++,
    clientMsgNo: `no-${nextId}`,
    fromUid,
    timestamp: 1_700_000_000,
    payload: JSON.stringify({ type: 1, content: text }),
    ...extra,
  })

type Append = (
  db: DatabaseHandle['db'],
) => (batches: readonly ChannelBatch[]) => ReturnType<typeof appendMessages>
const plain: Append = (db) => (batches) => appendMessages(db, batches)
const prepared: Append = (db) => createPreparedAppend(db)
/** What the gateway runs on PGlite: the prepared append through PGlite's simple query protocol. */
const gatewayPglite: Append = (db) => databaseAppend(db, 'pglite')
// The prepared append is PGlite's (server README "The gateway"); PostgreSQL runs the plain one.
interface Case {
  name: string
  driver: DriverName
  make: Append
}
const cases = engineDrivers().flatMap((driver): Case[] =>
  driver === 'pglite'
    ? [
        { name: 'pglite, prepared', driver, make: prepared },
        { name: 'pglite, prepared, simple protocol', driver, make: gatewayPglite },
        { name: 'pglite, plain', driver, make: plain },
      ]
    : [{ name: driver, driver, make: plain }],
)

describe.each(cases)('set-based batch append ($name)', ({ driver, make }) => {
  let handle: DatabaseHandle
  let append: ReturnType<Append>
  beforeAll(async () => {
    handle = await openTestDatabase(driver)
    await handle.migrate()
    append = make(handle.db)
  })
  afterAll(async () => handle.close())

  it('stores several channels in one call with consecutive seqs, odd text intact, and updates every member', async () => {
    const a = service(1, '10')
    const b = service(2, '11')
    const odd = 'quote " backslash \\ newline \n emoji 🎉 nul-free ünïcode'
    const first = await append([
      { channel: a, members: ['10', '20'], messages: [message('10', 'a1'), message('10', odd)] },
      {
        channel: b,
        members: ['11', '21'],
        messages: [message('21', 'b1', { topic: 't', receipt: true, setting: 0x80 })],
      },
    ])
    expect(first.map((list) => list.map((m) => m.messageSeq))).toEqual([[1, 2], [1]])
    const second = await append([{ channel: a, members: ['10', '20'], messages: [message('20', 'a3')] }])
    expect(second[0]!.map((m) => m.messageSeq)).toEqual([3])

    const page = await loadChannelMessages(handle.db, a, {
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 10,
      pullMode: 1,
    })
    expect(page.list.map((m) => [m.messageSeq, JSON.parse(m.payload).content])).toEqual([
      [1, 'a1'],
      [2, odd],
      [3, 'a3'],
    ])
    expect(page.list[0]!.messageId).toBe(first[0]![0]!.messageId)
    const [bRow] = await handle.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.channelId, b.canonicalId))
    expect(bRow).toMatchObject({ topic: 't', setting: 0x80, fromUid: '21', streamNo: null })
    const extras = await handle.db.select().from(chatMessageExtras)
    expect(extras).toHaveLength(1)
    expect(extras[0]).toMatchObject({ messageId: first[1]![0]!.messageId, unreadCount: 1 })

    const conversations = await handle.db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.canonicalId, a.canonicalId)))
      .orderBy(asc(chatConversations.uid))
    // The shopper sees the shop's id; its own two messages are not unread, staff's one is. Each has
    // read up to its own last message (browseTo), so the logical unread (last - browseTo) agrees.
    expect(conversations.map((c) => [c.uid, c.channelId, c.unread, c.browseTo, c.lastMsgSeq])).toEqual([
      ['10', 'mer_1', 1, 2, 3],
      ['20', a.canonicalId, 0, 3, 3],
    ])
    expect(conversations[0]!.version).toBeGreaterThan(0)
  })

  it("moves the writer's browseTo to its own last message and restarts its unread from there", async () => {
    const c = service(4, '14')
    const members = ['14', '24']
    const read = async () =>
      (
        await handle.db
          .select()
          .from(chatConversations)
          .where(eq(chatConversations.canonicalId, c.canonicalId))
          .orderBy(asc(chatConversations.uid))
      ).map((row) => [row.uid, row.unread, row.browseTo, row.lastMsgSeq])
    // Staff writes twice: the shopper has 2 unread and has read nothing yet.
    await append([{ channel: c, members, messages: [message('24', 's1'), message('24', 's2')] }])
    expect(await read()).toEqual([
      ['14', 2, 0, 2],
      ['24', 0, 2, 2],
    ])
    // The shopper answers, then staff writes once more in the same batch: the shopper has read up
    // to its answer (3) and the one after it is unread; staff read up to its own last (4).
    await append([{ channel: c, members, messages: [message('14', 'q'), message('24', 's3')] }])
    expect(await read()).toEqual([
      ['14', 1, 3, 4],
      ['24', 0, 4, 4],
    ])
    // A batch without the shopper's message adds to its unread and leaves its browseTo alone.
    await append([{ channel: c, members, messages: [message('24', 's4')] }])
    expect(await read()).toEqual([
      ['14', 2, 3, 5],
      ['24', 0, 5, 5],
    ])
  })

  it('stores nothing and answers empty lists for empty batches', async () => {
    expect(await append([{ channel: service(3, '12'), members: ['12'], messages: [] }])).toEqual([[]])
  })

  it('keeps text that looks like SQL quoting intact, and prepares again after the session dropped it', async () => {
    const channel = service(4, '13')
    const tricky = "$cm$ $cm0$ '); DROP TABLE chat_messages; -- $$"
    const [stored] = await append([{ channel, members: ['13'], messages: [message('13', tricky)] }])
    // A session reset (DISCARD ALL, a new connection) forgets prepared statements.
    await handle.db.execute(sql`DEALLOCATE ALL`)
    await append([{ channel, members: ['13'], messages: [message('13', 'after')] }])
    const page = await loadChannelMessages(handle.db, channel, {
      startMessageSeq: 0,
      endMessageSeq: 0,
      limit: 10,
      pullMode: 1,
    })
    expect(page.list.map((m) => [m.messageSeq, JSON.parse(m.payload).content])).toEqual([
      [stored![0]!.messageSeq, tricky],
      [2, 'after'],
    ])
  })
})

describe("the gateway's append on PGlite", () => {
  it('runs each batch as one simple-protocol EXECUTE on the PGlite client', async () => {
    const handle = await openTestDatabase('pglite')
    try {
      await handle.migrate()
      const client = (handle.db as unknown as { $client: { exec(text: string): Promise<unknown> } }).$client
      const exec = vi.spyOn(client, 'exec')
      const append = databaseAppend(handle.db, 'pglite')
      const channel = service(5, '14')
      const [first] = await append([
        { channel, members: ['14'], messages: [message('14', 'one'), message('14', 'two')] },
      ])
      expect(first!.map((m) => m.messageSeq)).toEqual([1, 2])
      const executes = exec.mock.calls.filter(([text]) => text.startsWith('EXECUTE '))
      expect(executes).toHaveLength(1)
    } finally {
      await handle.close()
    }
  })
})

describe('dollarQuoted', () => {
  it('picks a tag the text does not contain', () => {
    expect(dollarQuoted('plain')).toBe('$cm$plain$cm$')
    expect(dollarQuoted('a $cm$ b')).toBe('$cm0$a $cm$ b$cm0$')
    expect(dollarQuoted('$cm$$cm0$')).toBe('$cm1$$cm$$cm0$$cm1$')
  })
})
