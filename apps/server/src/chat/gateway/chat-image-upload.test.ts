import type { RecvPacket } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploads } from '../../db/schema'
import { drawProductArt } from '../../seed/product-art'
import { type ChatHarness, startChatHarness } from './testing/chat-harness'
import { connectRaw, isRecv, type RawClient } from './testing/raw-client'

/** Server README "Uploads": an image sent in chat keeps the sender's upload from the cleanup. */
describe('chat images and the unused-upload cleanup', () => {
  let h: ChatHarness
  const open: RawClient[] = []
  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    for (const c of open) c.close()
    await h?.close()
  })

  const usedAt = async (url: string) => {
    const [row] = await h.server.database.db
      .select({ usedAt: uploads.usedAt })
      .from(uploads)
      .where(eq(uploads.key, url.slice('/uploads/'.length)))
    return row?.usedAt ?? null
  }

  it("marks the sender's upload used once the image message is stored; another user's is refused and stays unused", async () => {
    const { shopper, shopper2, staffA, shopIds } = h.people
    const upload = async (session: string) =>
      (
        await h
          .api({ ...shopper, session })
          .upload(
            new Blob([drawProductArt(90, 'square', 12) as Uint8Array<ArrayBuffer>], { type: 'image/png' }),
          )
      ).url
    const mine = await upload(shopper.session)
    const theirs = await upload(shopper2.session)
    const connect = async (person: typeof shopper) => {
      const { uid, token, wsUrl } = await h.credentials(person)
      const client = await connectRaw(wsUrl, { uid, token })
      open.push(client)
      return client
    }
    const sender = await connect(shopper)
    const staff = await connect(staffA)
    const send = (url: string) =>
      sender.send({
        channelID: `mer_${shopIds[0]}`,
        channelType: 7,
        content: { type: 2, url, width: 12, height: 12 },
      })
    const sent = send(mine)
    expect((await sender.waitForSendack(sent.clientSeq)).reasonCode).toBe(1)
    await staff.waitFor((p): p is RecvPacket => isRecv(p) && p.clientMsgNo === sent.clientMsgNo)
    for (let i = 0; i < 100 && (await usedAt(mine)) === null; i++) await new Promise((r) => setTimeout(r, 20))
    expect(await usedAt(mine)).not.toBeNull()
    // Someone else's upload is refused (reason 11, issue #32) and not adopted.
    const stolen = send(theirs)
    expect((await sender.waitForSendack(stolen.clientSeq)).reasonCode).toBe(11)
    expect(await usedAt(theirs)).toBeNull()
  })
})
