import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chatChannelInfo } from '@crossmart/api-client'
import { afterAll, describe, expect, it } from 'vitest'
import { type ChatHarness, type ChatPeople, startChatHarness } from './testing/chat-harness'
import { connectRaw } from './testing/raw-client'

/** Reads until `done` holds (a disconnect reaches the gateway asynchronously). */
async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return read()
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('channel info last seen across a restart on the same data (server README "The other provider callbacks")', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-last-seen-'))
  let h: ChatHarness | undefined
  afterAll(async () => {
    await h?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('answers the last disconnect kept before the restart, and the shutdown of those still connected', async () => {
    h = await startChatHarness({ dataDir: dir })
    const people: ChatPeople = h.people
    const [shopA, shopB] = people.shopIds
    const channelA = { channelId: `mer_${shopA}`, channelType: 7 }
    const channelB = { channelId: `mer_${shopB}`, channelType: 7 }
    const asShopper = () => h!.api(people.shopper).call(chatChannelInfo, channelA)
    const asShopper2 = () => h!.api(people.shopper2).call(chatChannelInfo, channelB)
    expect(await asShopper2()).toMatchObject({ online: false, lastOffline: 0 })

    // Shop B's only staff member comes and goes before the restart.
    const staffBCreds = await h.credentials(people.staffB)
    const staffB = await connectRaw(staffBCreds.wsUrl, staffBCreds)
    expect(await poll(asShopper2, (info) => info.online)).toMatchObject({ online: true, lastOffline: 0 })
    const beforeLeaving = nowSeconds()
    staffB.close()
    const left = await poll(asShopper2, (info) => !info.online)
    expect(left.lastOffline).toBeGreaterThanOrEqual(beforeLeaving)
    expect(left.lastOffline).toBeLessThanOrEqual(nowSeconds())

    // Shop A's staff member is still connected when the server stops.
    const staffACreds = await h.credentials(people.staffA)
    const staffA = await connectRaw(staffACreds.wsUrl, staffACreds)
    expect(await poll(asShopper, (info) => info.online)).toMatchObject({ online: true })
    const beforeStop = nowSeconds()
    await h.close()
    await staffA.closed
    h = undefined

    h = await startChatHarness({ dataDir: dir, people })
    expect(await asShopper2()).toEqual({ ...channelB, online: false, lastOffline: left.lastOffline })
    const stopped = await asShopper()
    expect(stopped.online).toBe(false)
    expect(stopped.lastOffline).toBeGreaterThanOrEqual(beforeStop)
    expect(stopped.lastOffline).toBeLessThanOrEqual(nowSeconds())
  })
})
