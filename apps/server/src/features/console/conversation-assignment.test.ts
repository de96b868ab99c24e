import { API_CODE, TOKEN_HEADER } from '@crossmart/api-client'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatChannels, chatConversations, users } from '../../db/schema'
import { dbOf } from '../../test-support/commerce-fixtures'
import { startCommerceServer } from '../../test-support/commerce-server'
import { endpointDrivers } from '../../test-support/test-databases'
import type { TestServer } from '../../test-support/test-server'

type Member = 'ann' | 'bob' | 'cat' | 'boss'
interface Answer {
  code: number
  msg: string
  data: { assignee: { id: number; name: string } | null } | null
}

/**
 * Issue #44 "Reassign": anyone of the service takes, takes over (naming whom from) and reassigns;
 * returning to the queue is the handler's or a manager's; a stale view is refused with who has it.
 */
describe.each(endpointDrivers())('conversation assignment on %s', (driver) => {
  let t: TestServer
  let shopId: number
  const ids = {} as Record<Member, number>
  const tokens = {} as Record<Member, string>
  let channel = ''
  let nextChannel = 0

  beforeAll(async () => {
    const started = await startCommerceServer(driver, 1, 10)
    t = started.t
    shopId = started.picks[0]!.shopId
    for (const member of ['ann', 'bob', 'cat', 'boss'] as const) {
      const { token, userId } = await t.register(member)
      await dbOf(t)
        .update(users)
        .set({ role: 'staff', shopId, shopRole: member === 'boss' ? 'manager' : 'agent', nickname: member })
        .where(eq(users.id, userId))
      ids[member] = userId
      tokens[member] = token
    }
  })
  afterAll(async () => t?.close())

  /** A fresh conversation of the shop for each case. */
  async function newConversation(): Promise<string> {
    const channelId = `mer_${shopId}_${9_000 + nextChannel++}`
    await dbOf(t).insert(chatChannels).values({ channelId, channelType: 7, lastSeq: 1 })
    return channelId
  }

  async function assign(member: Member, body: Record<string, unknown>): Promise<Answer> {
    const { body: answer } = await t.raw('/api/console/assign', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: tokens[member] },
      body: JSON.stringify({ channelId: channel, ...body }),
    })
    return answer as Answer
  }
  const handler = (answer: Answer) => answer.data?.assignee?.name ?? null

  it('lets any member take, take over from the one it names, and reassign', async () => {
    channel = await newConversation()
    expect(handler(await assign('ann', { action: 'take', expectedAssigneeId: null }))).toBe('ann')
    // A plain take of a colleague's conversation keeps the race of two takes safe: refused.
    const plain = await assign('bob', { action: 'take' })
    expect(plain.code).not.toBe(API_CODE.success)
    expect(plain.msg).toBe('ann already handles this conversation')
    expect(handler(await assign('bob', { action: 'take', expectedAssigneeId: ids.ann }))).toBe('bob')
    // Ann, no longer the handler, reassigns it to Cat.
    expect(
      handler(await assign('ann', { action: 'transfer', staffId: ids.cat, expectedAssigneeId: ids.bob })),
    ).toBe('cat')
  })

  it('refuses a change made on a stale view, saying who has it now', async () => {
    channel = await newConversation()
    await assign('ann', { action: 'take' })
    await assign('bob', { action: 'take', expectedAssigneeId: ids.ann })
    // Cat still sees Ann: taking over "from Ann" must not take it from Bob.
    const stale = await assign('cat', { action: 'take', expectedAssigneeId: ids.ann })
    expect(stale.msg).toBe('bob already handles this conversation')
    await assign('bob', { action: 'release' })
    const gone = await assign('cat', { action: 'transfer', staffId: ids.ann, expectedAssigneeId: ids.bob })
    expect(gone.msg).toBe('Nobody handles this conversation any more: it is back in the queue')
  })

  it('returns to the queue: the handler or a manager, not another agent, with the reason', async () => {
    channel = await newConversation()
    await assign('ann', { action: 'take' })
    const refused = await assign('bob', { action: 'release' })
    expect(refused.msg).toBe(
      'Only ann, who handles this conversation, or a manager can return it to the queue',
    )
    expect(handler(await assign('boss', { action: 'release' }))).toBeNull()
    await assign('bob', { action: 'take' })
    expect(handler(await assign('bob', { action: 'release' }))).toBeNull()
  })

  it('counts, per inbox filter, the conversations with something a member has not read', async () => {
    const counts = async (member: Member) => {
      const { body } = await t.raw('/api/console/inbox_counts', {
        headers: { [TOKEN_HEADER]: tokens[member] },
      })
      return (body as { data: unknown }).data
    }
    const before = (await counts('ann')) as {
      all: number
      mine: number
      unassigned: number
      unreadMessages: number
    }
    const unreadFor = async (member: Member, unread: number) => {
      await dbOf(t)
        .insert(chatConversations)
        .values({
          uid: String(ids[member]),
          channelId: channel,
          channelType: 7,
          canonicalId: channel,
          unread,
          lastMsgSeq: 1,
          version: 1,
        })
    }
    channel = await newConversation()
    await unreadFor('ann', 3)
    await assign('ann', { action: 'take' })
    channel = await newConversation()
    await unreadFor('ann', 2)
    channel = await newConversation()
    await unreadFor('ann', 0)
    await unreadFor('bob', 5)
    expect(await counts('ann')).toEqual({
      all: before.all + 2,
      mine: before.mine + 1,
      unassigned: before.unassigned + 1,
      unreadMessages: before.unreadMessages + 5,
    })
    expect(await counts('bob')).toMatchObject({ all: 1, unreadMessages: 5, mine: 0 })
  })

  it('ends two simultaneous takes with one handler and tells the other who', async () => {
    channel = await newConversation()
    const answers = await Promise.all([assign('ann', { action: 'take' }), assign('cat', { action: 'take' })])
    const won = answers.filter((a) => a.code === API_CODE.success)
    expect(won).toHaveLength(1)
    const lost = answers.find((a) => a.code !== API_CODE.success)!
    expect(lost.msg).toBe(`${handler(won[0]!)} already handles this conversation`)
  })
})
