import { userResetCodeSend } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { startTestServer } from '../test-support/test-server'
import type { MailMessage } from './mailer'
import { trackDeliveries } from './tracked-mailer'

/** A mailer whose deliveries finish only when the test says so. */
function heldMailer() {
  const sent: MailMessage[] = []
  const releases: (() => void)[] = []
  return {
    sent,
    releaseAll: () => {
      for (const release of releases.splice(0)) release()
    },
    send(message: MailMessage) {
      return new Promise<void>((resolve) => {
        releases.push(() => {
          sent.push(message)
          resolve()
        })
      })
    },
  }
}

const tick = () => new Promise((r) => setTimeout(r, 30))

describe('mail in flight', () => {
  it('settled() waits for every delivery, failed ones included, and never rejects', async () => {
    const held = heldMailer()
    const mailer = trackDeliveries({
      send: (m) => (m.to === 'fail@example.com' ? Promise.reject(new Error('refused')) : held.send(m)),
    })
    await expect(mailer.send({ to: 'fail@example.com', subject: 's', text: 't' })).rejects.toThrow('refused')
    void mailer.send({ to: 'a@example.com', subject: 's', text: 't' })
    let settled = false
    void mailer.settled().then(() => {
      settled = true
    })
    await tick()
    expect(settled).toBe(false)
    held.releaseAll()
    await tick()
    expect(settled).toBe(true)
    expect(held.sent.map((m) => m.to)).toEqual(['a@example.com'])
  })

  it('graceful shutdown delivers a reset code still on its way before the server is closed', async () => {
    const held = heldMailer()
    const t = await startTestServer('pglite', { seed: false, mailer: held })
    const user = await t.register('shutdown')
    await t.client().call(userResetCodeSend, { account: user.account })
    let closed = false
    const closing = t.close().then(() => {
      closed = true
    })
    await tick()
    expect(closed).toBe(false)
    held.releaseAll()
    await closing
    expect(held.sent.map((m) => m.to)).toEqual([`${user.account}@example.com`])
  })
})
