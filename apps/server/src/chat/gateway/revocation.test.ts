import {
  userLogout,
  userLogoutAll,
  userResetCodeReset,
  userResetCodeSend,
  userResetPwd,
} from '@crossmart/api-client'
import { ReasonCode } from '@crossmart/im-sdk/protocol'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { listDevMail } from '../../mail/dev-mailer'
import { type ChatHarness, type Person, startChatHarness } from './testing/chat-harness'
import { connectRaw } from './testing/raw-client'

/**
 * Server README "Security", "revoked is revoked": a chat token obtained before logout, password reset or log
 * out everywhere no longer connects, and sockets opened before are closed.
 */
describe('session revocation reaches the chat', () => {
  let h: ChatHarness
  beforeAll(async () => {
    h = await startChatHarness()
  })
  afterAll(async () => {
    await h?.close()
  })

  /** A fresh API session for `person` (the harness issues one per person at start). */
  async function freshSession(person: Person): Promise<Person> {
    const { token } = await h.server.services.tokens.issue(h.server.services.db, person.userId)
    return { ...person, session: token }
  }

  async function expectRevoked(person: Person, end: (p: Person) => Promise<unknown>) {
    const p = await freshSession(person)
    const creds = await h.credentials(p)
    const live = await connectRaw(creds.wsUrl, { uid: creds.uid, token: creds.token })
    expect(live.connack.reasonCode).toBe(ReasonCode.Success)
    await end(p)
    // The live socket is closed by the server...
    const closed = await Promise.race([
      live.closed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 2_000)),
    ])
    expect(closed).toBe('closed')
    // ...and the chat token from before no longer connects.
    const again = await connectRaw(creds.wsUrl, { uid: creds.uid, token: creds.token })
    expect(again.connack.reasonCode).toBe(ReasonCode.AuthFail)
    again.close()
  }

  it('logout', async () => {
    await expectRevoked(h.people.shopper, (p) => h.api(p).call(userLogout))
  })

  it('log out everywhere', async () => {
    await expectRevoked(h.people.shopper2, (p) => h.api(p).call(userLogoutAll))
  })

  it('password reset', async () => {
    const { db, hasher } = h.server.services
    await db
      .update(users)
      .set({ passwordHash: await hasher.hash('oldpass1') })
      .where(eq(users.id, h.people.staffA2.userId))
    await expectRevoked(h.people.staffA2, (p) =>
      h.api(p).call(userResetPwd, {
        oldPassword: 'oldpass1',
        newPassword: 'newpass2',
        confirmPassword: 'newpass2',
      }),
    )
  })

  it('password reset by mailed code', async () => {
    const { db } = h.server.services
    const person = h.people.staffB
    const email = `staffb-${person.userId}@example.com`
    await db.update(users).set({ email }).where(eq(users.id, person.userId))
    await expectRevoked(person, async () => {
      const guest = h.api({ ...person, session: '' })
      await guest.call(userResetCodeSend, { account: email })
      let code = ''
      for (let i = 0; i < 200 && !code; i++) {
        const mail = (await listDevMail(db, 100)).find((m) => m.to === email)
        code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? ''
        if (!code) await new Promise((r) => setTimeout(r, 20))
      }
      await guest.call(userResetCodeReset, {
        account: email,
        code,
        newPassword: 'newpass3',
        confirmPassword: 'newpass3',
      })
    })
  })
})
