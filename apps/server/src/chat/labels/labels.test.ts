import {
  API_CODE,
  consoleConversationLabelSet,
  consoleConversationLabels,
  consoleInbox,
  consoleLabelDelete,
  consoleLabelSave,
  consoleLabels,
  consoleMessageSearch,
  LABELS_PER_SERVICE_MAX,
  TOKEN_HEADER,
} from '@crossmart/api-client'
import { ReasonCode } from '@crossmart/im-sdk/protocol'
import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatMessageExtras, chatMessages, consoleAuditLog, conversationLabels, users } from '../../db/schema'
import { type ChatHarness, type Person, startChatHarness } from '../gateway/testing/chat-harness'
import { connectRaw, type RawClient } from '../gateway/testing/raw-client'
import { snippetOf } from './message-search'

/**
 * Issue #29 labels and message search (server README "Labels and message search") against a real
 * server, embedded gateway and PGlite: label CRUD with its audit rows, labels on conversations, the
 * inbox's label filter and search, the message search (scope, literal wildcards, CJK, edits and
 * recalls, paging, input bounds) and the role checks between two shops.
 */
describe('conversation labels and message search', () => {
  let h: ChatHarness
  let shopA: number
  let shopB: number
  const open: RawClient[] = []
  let channelA: string
  let channelA2: string
  let channelB: string

  const connect = async (person: Person) => {
    const creds = await h.credentials(person)
    const client = await connectRaw(creds.wsUrl, creds)
    open.push(client)
    return client
  }
  const say = async (client: RawClient, channelID: string, content: string) => {
    const { clientSeq } = client.send({ channelID, channelType: 7, content: { type: 1, content } })
    expect((await client.waitForSendack(clientSeq)).reasonCode).toBe(ReasonCode.Success)
  }
  const audits = (targetType: string, targetId: string | number) =>
    h.server.services.db
      .select()
      .from(consoleAuditLog)
      .where(and(eq(consoleAuditLog.targetType, targetType), eq(consoleAuditLog.targetId, String(targetId))))
      .orderBy(desc(consoleAuditLog.id))
  const raw = async (person: Person, pathAndQuery: string) => {
    const response = await fetch(`${h.url}${pathAndQuery}`, {
      headers: { [TOKEN_HEADER]: person.session, 'accept-language': 'en' },
    })
    return (await response.json()) as { code: number; msg: string }
  }

  beforeAll(async () => {
    h = await startChatHarness()
    ;[shopA, shopB] = h.people.shopIds
    h.server.queue.stop()
    const { shopper, shopper2, staffA } = h.people
    channelA = `mer_${shopA}_${shopper.uid}`
    channelA2 = `mer_${shopA}_${shopper2.uid}`
    channelB = `mer_${shopB}_${shopper.uid}`
    const one = await connect(shopper)
    const two = await connect(shopper2)
    const staff = await connect(staffA)
    await say(one, `mer_${shopA}`, 'Is the 手机 case in stock?')
    await say(one, `mer_${shopA}`, 'I want 100% cotton, not 50_50 blends')
    await say(one, `mer_${shopA}`, 'The parcel never came')
    await say(two, `mer_${shopA}`, 'Where is my parcel? It says 100x')
    await say(staff, channelA, 'Your parcel left our warehouse today')
    // The same words to the other shop: never found by shop A's staff.
    await say(one, `mer_${shopB}`, 'parcel 手机 100% for shop B')
  }, 180_000)
  afterAll(async () => {
    for (const client of open) client.close()
    await h?.close()
  })

  it('lets staff add, rename, recolour and delete labels, each in the audit log', async () => {
    const api = h.api(h.people.staffA)
    const vip = await api.call(consoleLabelSave, { name: '  VIP  ', colour: 'purple' })
    expect(vip).toMatchObject({ name: 'VIP', colour: 'purple' })
    const renamed = await api.call(consoleLabelSave, { id: vip.id, name: 'Gold', colour: 'orange' })
    expect(renamed).toEqual({ id: vip.id, name: 'Gold', colour: 'orange' })
    expect((await api.call(consoleLabels)).list).toContainEqual(renamed)
    // Names are unique per service, ignoring case.
    await expect(api.call(consoleLabelSave, { name: 'gold', colour: 'red' })).rejects.toMatchObject({
      msg: 'A label named "gold" already exists',
    })
    await api.call(consoleLabelDelete, { id: vip.id })
    expect((await api.call(consoleLabels)).list.some((l) => l.id === vip.id)).toBe(false)
    const rows = await audits('label', vip.id)
    expect(rows.map((r) => r.action)).toEqual(['label.delete', 'label.edit', 'label.add'])
    expect(rows[1]).toMatchObject({
      before: { name: 'VIP', colour: 'purple' },
      after: { name: 'Gold', colour: 'orange' },
      actorId: h.people.staffA.userId,
    })
    expect(rows[0]).toMatchObject({ before: { name: 'Gold', conversations: 0 }, after: null })
  })

  it('refuses a bad colour, a blank or long name and more labels than the limit', async () => {
    const invalid = await fetch(`${h.url}/api/console/label_save`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: h.people.staffA.session, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', colour: 'neon' }),
    }).then((r) => r.json() as Promise<{ code: number }>)
    expect(invalid.code).not.toBe(API_CODE.success)
    const blank = await fetch(`${h.url}/api/console/label_save`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: h.people.staffA.session, 'content-type': 'application/json' },
      body: JSON.stringify({ name: '   ', colour: 'red' }),
    }).then((r) => r.json() as Promise<{ code: number }>)
    expect(blank.code).not.toBe(API_CODE.success)
    // The limit: fill shop B's service to it, one more is refused.
    const { db } = h.server.services
    const now = new Date()
    await db.insert(conversationLabels).values(
      Array.from({ length: LABELS_PER_SERVICE_MAX }, (_, i) => ({
        serviceId: `mer_${shopB}`,
        name: `bulk ${i}`,
        colour: 'grey',
        updatedAt: now,
      })),
    )
    await expect(
      h.api(h.people.staffB).call(consoleLabelSave, { name: 'one more', colour: 'red' }),
    ).rejects.toMatchObject({
      msg: `A service can have at most ${LABELS_PER_SERVICE_MAX} labels; delete one first`,
    })
    await db.delete(conversationLabels).where(eq(conversationLabels.serviceId, `mer_${shopB}`))
  })

  it('puts labels on conversations and takes them off, audited with the names', async () => {
    const api = h.api(h.people.staffA)
    const urgent = await api.call(consoleLabelSave, { name: 'Urgent', colour: 'red' })
    const billing = await api.call(consoleLabelSave, { name: 'Billing', colour: 'blue' })
    await api.call(consoleConversationLabelSet, { channelId: channelA, labelId: urgent.id, on: true })
    const both = await api.call(consoleConversationLabelSet, {
      channelId: channelA,
      labelId: billing.id,
      on: true,
    })
    // By name: Billing before Urgent.
    expect(both).toEqual({ channelId: channelA, labelIds: [billing.id, urgent.id] })
    // Again: nothing changes, no audit row.
    await api.call(consoleConversationLabelSet, { channelId: channelA, labelId: urgent.id, on: true })
    await api.call(consoleConversationLabelSet, { channelId: channelA2, labelId: billing.id, on: true })
    const listed = await api.call(consoleConversationLabels, {
      channelIds: [channelA, channelA2, channelB].join(','),
    })
    expect(listed.list).toEqual([
      { channelId: channelA, labelIds: [billing.id, urgent.id] },
      { channelId: channelA2, labelIds: [billing.id] },
    ])
    await api.call(consoleConversationLabelSet, { channelId: channelA2, labelId: billing.id, on: false })
    const rows = (await audits('conversation', channelA)).filter((r) => r.action.endsWith('label'))
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['conversation.label', { labels: 'Urgent' }, { labels: 'Billing, Urgent' }],
      ['conversation.label', { labels: '' }, { labels: 'Urgent' }],
    ])
    expect((await audits('conversation', channelA2))[0]).toMatchObject({
      action: 'conversation.unlabel',
      before: { labels: 'Billing' },
      after: { labels: '' },
    })

    // The inbox filters by label (with the state filter) and its search finds by label name.
    const inbox = (query: Parameters<typeof api.call<typeof consoleInbox>>[1]) =>
      api.call(consoleInbox, query).then((r) => r.list.map((c) => c.channelId))
    expect(await inbox({ label: urgent.id })).toEqual([channelA])
    expect(await inbox({ label: urgent.id, state: 'resolved' })).toEqual([])
    expect(await inbox({ label: urgent.id, state: 'open' })).toEqual([channelA])
    expect(await inbox({ label: billing.id })).toEqual([channelA])
    expect(await inbox({ search: 'urg' })).toEqual([channelA])
    // Deleting a label takes it off every conversation.
    await api.call(consoleLabelDelete, { id: urgent.id })
    expect((await api.call(consoleConversationLabels, { channelIds: channelA })).list).toEqual([
      { channelId: channelA, labelIds: [billing.id] },
    ])
    expect((await audits('label', urgent.id))[0]).toMatchObject({
      action: 'label.delete',
      before: { name: 'Urgent', conversations: 1 },
    })
  })

  it("keeps each shop's labels to its own staff", async () => {
    const { staffA, staffB, shopper } = h.people
    const mine = await h.api(staffA).call(consoleLabelSave, { name: 'Shop A only', colour: 'teal' })
    const theirs = await h.api(staffB).call(consoleLabelSave, { name: 'Shop B only', colour: 'green' })
    const apiB = h.api(staffB)
    expect((await apiB.call(consoleLabels)).list.map((l) => l.name)).toEqual(['Shop B only'])
    const notFound = { code: API_CODE.notFound }
    await expect(
      apiB.call(consoleLabelSave, { id: mine.id, name: 'Hijacked', colour: 'red' }),
    ).rejects.toMatchObject(notFound)
    await expect(apiB.call(consoleLabelDelete, { id: mine.id })).rejects.toMatchObject(notFound)
    // Another shop's conversation, or this shop's label on it: not found either way.
    await expect(
      apiB.call(consoleConversationLabelSet, { channelId: channelA, labelId: theirs.id, on: true }),
    ).rejects.toMatchObject(notFound)
    await expect(
      h.api(staffA).call(consoleConversationLabelSet, { channelId: channelA, labelId: theirs.id, on: true }),
    ).rejects.toMatchObject(notFound)
    await expect(
      apiB.call(consoleConversationLabelSet, { channelId: channelB, labelId: mine.id, on: true }),
    ).rejects.toMatchObject(notFound)
    // A made-up conversation of the own shop: not found.
    await expect(
      apiB.call(consoleConversationLabelSet, {
        channelId: `mer_${shopB}_999999`,
        labelId: theirs.id,
        on: true,
      }),
    ).rejects.toMatchObject(notFound)
    await h.api(staffA).call(consoleConversationLabelSet, { channelId: channelA, labelId: mine.id, on: true })
    expect((await apiB.call(consoleConversationLabels, { channelIds: channelA })).list).toEqual([])
    // Shop B filtering by shop A's label finds nothing; its search does not see shop A's label names.
    expect((await apiB.call(consoleInbox, { label: mine.id })).list).toEqual([])
    expect((await apiB.call(consoleInbox, { search: 'Shop A only' })).list).toEqual([])
    const still = await h.api(staffA).call(consoleLabels)
    expect(still.list.find((l) => l.id === mine.id)?.name).toBe('Shop A only')
    // Shoppers are refused every call.
    await expect(h.api(shopper).call(consoleLabels)).rejects.toMatchObject({ code: API_CODE.forbidden })
    await expect(h.api(shopper).call(consoleMessageSearch, { q: 'parcel' })).rejects.toMatchObject({
      code: API_CODE.forbidden,
    })
  })

  describe('message search', () => {
    const search = (person: Person, q: string, page = 1, limit = 10) =>
      h.api(person).call(consoleMessageSearch, { q, page, limit })

    it("finds the service's messages, newest first, with the shopper and a snippet", async () => {
      const found = await search(h.people.staffA, 'PARCEL')
      expect(found.total).toBe(3)
      expect(found.list.map((hit) => [hit.channelId, hit.fromShopper, hit.shopperName])).toEqual([
        [channelA, false, 'shopper'],
        [channelA2, true, 'shopper2'],
        [channelA, true, 'shopper'],
      ])
      const first = found.list[0]!
      expect(first.snippet).toBe('Your parcel left our warehouse today')
      expect(first.snippet.slice(first.matchStart, first.matchStart + first.matchLength)).toBe('parcel')
      expect(first.messageSeq).toBeGreaterThan(0)
      // Shop B's staff find only shop B's message.
      const inB = await search(h.people.staffB, 'parcel')
      expect(inB.list.map((hit) => hit.channelId)).toEqual([channelB])
    })

    it('finds CJK text and takes % and _ literally', async () => {
      const cjk = await search(h.people.staffA, '手机')
      expect(cjk.list.map((hit) => hit.snippet)).toEqual(['Is the 手机 case in stock?'])
      expect(cjk.list[0]!.matchStart).toBe(7)
      const percent = await search(h.people.staffA, '100%')
      expect(percent.list.map((hit) => hit.channelId)).toEqual([channelA])
      expect(percent.total).toBe(1)
      expect((await search(h.people.staffA, '50_50')).total).toBe(1)
      expect((await search(h.people.staffA, '5__0')).total).toBe(0)
      expect((await search(h.people.staffA, '%')).total).toBe(1)
    })

    it('pages, and leaves recalled messages out while finding edited text', async () => {
      const first = await search(h.people.staffA, 'parcel', 1, 2)
      const second = await search(h.people.staffA, 'parcel', 2, 2)
      expect(first.list).toHaveLength(2)
      expect(second.list).toHaveLength(1)
      expect(second.total).toBe(3)
      expect(
        new Set([...first.list, ...second.list].map((hit) => `${hit.channelId}:${hit.messageSeq}`)).size,
      ).toBe(3)
      // Recall the staff answer and edit the shopper2 question (chat-spec §3 remoteExtra).
      const { db } = h.server.services
      const [answer] = await db
        .select({ id: chatMessages.messageId, channelId: chatMessages.channelId })
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelA), eq(chatMessages.fromUid, h.people.staffA.uid)))
      const [question] = await db
        .select({ id: chatMessages.messageId })
        .from(chatMessages)
        .where(eq(chatMessages.channelId, channelA2))
      await db.insert(chatMessageExtras).values([
        { messageId: answer!.id, channelId: channelA, channelType: 7, revoke: true, extraVersion: 1 },
        {
          messageId: question!.id,
          channelId: channelA2,
          channelType: 7,
          contentEdit: JSON.stringify({ type: 1, content: 'Where is my box?' }),
          extraVersion: 2,
        },
      ])
      expect((await search(h.people.staffA, 'parcel')).total).toBe(1)
      expect((await search(h.people.staffA, 'box')).list.map((hit) => hit.channelId)).toEqual([channelA2])
      await db
        .delete(chatMessageExtras)
        .where(inArray(chatMessageExtras.messageId, [answer!.id, question!.id]))
    })

    it('refuses an empty or too long text with a clear message', async () => {
      const empty = await raw(h.people.staffA, '/api/console/message_search?q=%20%20')
      expect(empty.msg).toContain('Please enter a search keyword')
      const long = await raw(h.people.staffA, `/api/console/message_search?q=${'a'.repeat(101)}`)
      expect(long.code).not.toBe(API_CODE.success)
      expect(long.msg).not.toBe('')
    })
  })

  it('cuts a snippet around the match', () => {
    const text = `${'a'.repeat(100)}NEEDLE${'b'.repeat(100)}`
    const cut = snippetOf(text, 'needle')
    expect(cut.snippet.startsWith('…')).toBe(true)
    expect(cut.snippet.endsWith('…')).toBe(true)
    expect(cut.snippet.slice(cut.matchStart, cut.matchStart + cut.matchLength)).toBe('NEEDLE')
    expect(snippetOf('short text', 'text')).toEqual({ snippet: 'short text', matchStart: 6, matchLength: 4 })
  })

  it('names the shopper of each hit from the users table', async () => {
    const [row] = await h.server.services.db
      .select({ nickname: users.nickname })
      .from(users)
      .where(eq(users.id, h.people.shopper2.userId))
    const found = await search(h.people.staffA, 'It says')
    expect(found.list[0]?.shopperName).toBe(row?.nickname)
  })

  const search = (person: Person, q: string) => h.api(person).call(consoleMessageSearch, { q })
})
