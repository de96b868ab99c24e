import { consoleConversationState } from '@crossmart/api-client'
import { type Packet, ReasonCode, type RecvPacket } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { conversationEpisodes, conversationStates } from '../../db/schema'
import { pgliteTemplate } from '../../test-support/test-databases'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { openCountingDatabase, type StatementLog } from './testing/counting-database'
import { connectRaw, isRecv, type RawClient } from './testing/raw-client'

/** The gateway's group commit: one EXECUTE per batch of stored messages (message-batch-store.ts). */
const isAppend = (statement: string) => statement.startsWith('EXECUTE crossmart_chat_append')
/** Statements of a message's first handling in a conversation (queue, episode, away message): a constant. */
const FIRST_MESSAGE_BUDGET = 30

/**
 * Server README "Queue control": what a message costs the database, counted statement by statement
 * on a counting PGlite (exact on any machine, unlike a timing). A message in a conversation whose
 * state, wait, assignee, episode and away message are already settled costs its share of the batch
 * append and nothing else; the first message of each such change costs a constant.
 */
describe('statements per chat message (embedded gateway, PGlite)', () => {
  let h: ChatHarness
  let log: StatementLog
  let shopA: number
  let shopper: RawClient
  let staff: RawClient
  const open: RawClient[] = []

  const connect = async (person: Person) => {
    const creds = await h.credentials(person)
    const client = await connectRaw(creds.wsUrl, creds)
    open.push(client)
    return client
  }
  const send = async (from: RawClient, channelID: string, content: string) => {
    const { clientSeq } = from.send({ channelID, channelType: 7, content: { type: 1, content } })
    expect((await from.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
  }
  const fromShopper = (content: string) => send(shopper, `mer_${shopA}`, content)
  const fromStaff = (content: string) => send(staff, `mer_${shopA}_${h.people.shopper.uid}`, content)

  /**
   * The hooks after a store run in the background (after the ack): the count is read once no
   * statement came for a while. A slow machine makes this wait longer, never the count different.
   */
  async function settled(): Promise<void> {
    let seen = -1
    while (seen !== log.statements.length) {
      seen = log.statements.length
      await new Promise((resolve) => setTimeout(resolve, 400))
    }
  }
  /** Statements of `run` (after the background work it started), appends apart. */
  async function count(run: () => Promise<void>): Promise<{ appends: number; others: string[] }> {
    await settled()
    log.reset()
    await run()
    await settled()
    const statements = [...log.statements]
    return {
      appends: statements.filter(isAppend).length,
      others: statements.filter((s) => !isAppend(s)).map((s) => s.slice(0, 80).replace(/\s+/g, ' ')),
    }
  }
  const repeat = (times: number, one: (i: number) => Promise<void>) => async () => {
    for (let i = 0; i < times; i++) await one(i)
  }

  beforeAll(async () => {
    const counting = await openCountingDatabase(await pgliteTemplate('migrated'))
    log = counting.log
    h = await startChatHarness({ database: counting.database })
    ;[shopA] = h.people.shopIds
    shopper = await connect(h.people.shopper)
  })
  afterAll(async () => {
    for (const client of open) client.close()
    await h?.close()
  })

  it("a shopper's first message of the day costs a constant; the next ones only their append", async () => {
    const first = await count(() => fromShopper('hello, anyone?'))
    expect(first.others.length).toBeGreaterThan(0)
    expect(first.others.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    // Nobody of the shop is online: the away message, once.
    const away = () =>
      shopper.received.filter((p: Packet): p is RecvPacket => isRecv(p) && p.fromUID === `mer_${shopA}`)
    expect(away()).toHaveLength(1)

    const next = await count(repeat(20, (i) => fromShopper(`message ${i}`)))
    expect(next.others).toEqual([])
    expect(next.appends).toBeGreaterThanOrEqual(1)
    expect(next.appends).toBeLessThanOrEqual(20)
    expect(away()).toHaveLength(1)
  })

  it("staff's first reply records the first response; the next replies only their append", async () => {
    staff = await connect(h.people.staffA)
    const first = await count(() => fromStaff('Hi! How can I help?'))
    expect(first.others.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    const next = await count(repeat(10, (i) => fromStaff(`reply ${i}`)))
    expect(next.others).toEqual([])
    const [episode] = await h.server.services.db
      .select()
      .from(conversationEpisodes)
      .where(eq(conversationEpisodes.canonicalId, `mer_${shopA}_${h.people.shopper.uid}`))
    expect(episode?.firstResponseAt).toBeInstanceOf(Date)
  })

  it('a shopper writing after an answer starts a new wait once, then costs only appends', async () => {
    const first = await count(() => fromShopper('one more question'))
    expect(first.others.length).toBeGreaterThan(0)
    expect(first.others.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    const next = await count(repeat(10, (i) => fromShopper(`detail ${i}`)))
    expect(next.others).toEqual([])
    const [state] = await h.server.services.db
      .select()
      .from(conversationStates)
      .where(eq(conversationStates.canonicalId, `mer_${shopA}_${h.people.shopper.uid}`))
    expect(state?.awaitingSince).toBeInstanceOf(Date)
  })

  it("conversations writing at once keep each other's facts: settled ones cost only their appends", async () => {
    const shopper2 = await connect(h.people.shopper2)
    const [, shopB] = h.people.shopIds
    const conversations = [
      { from: shopper, channelID: `mer_${shopA}` },
      { from: shopper, channelID: `mer_${shopB}` },
      { from: shopper2, channelID: `mer_${shopA}` },
      { from: shopper2, channelID: `mer_${shopB}` },
    ]
    const sendAll = async (text: string) => {
      // Every conversation's message is in flight before any is acked, as under load.
      const sent = conversations.map(({ from, channelID }) => ({
        from,
        ...from.send({ channelID, channelType: 7, content: { type: 1, content: text } }),
      }))
      for (const { from, clientSeq } of sent)
        expect((await from.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
    }
    const first = await count(() => sendAll('hello from everyone'))
    expect(first.others.length).toBeLessThanOrEqual(conversations.length * FIRST_MESSAGE_BUDGET)
    const next = await count(repeat(10, (i) => sendAll(`round ${i}`)))
    expect(next.others).toEqual([])
  })

  it('a resolve asks for a rating; the next shopper message reopens and opens a new episode', async () => {
    const channelId = `mer_${shopA}_${h.people.shopper.uid}`
    const resolve = await count(async () => {
      await h.api(h.people.staffA).call(consoleConversationState, { channelId, state: 'resolved' })
    })
    expect(resolve.others.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    // The rating request is a message from the service, stored with the group commit.
    expect(resolve.appends).toBe(1)

    const reopen = await count(() => fromShopper('it broke again'))
    expect(reopen.others.length).toBeLessThanOrEqual(FIRST_MESSAGE_BUDGET)
    const next = await count(repeat(10, (i) => fromShopper(`again ${i}`)))
    expect(next.others).toEqual([])

    const db = h.server.services.db
    const [state] = await db
      .select()
      .from(conversationStates)
      .where(eq(conversationStates.canonicalId, channelId))
    expect(state?.state).toBe('open')
    const episodes = await db
      .select()
      .from(conversationEpisodes)
      .where(eq(conversationEpisodes.canonicalId, channelId))
    expect(episodes).toHaveLength(2)
    expect(episodes.filter((e) => e.resolvedAt === null)).toHaveLength(1)
  })
})
