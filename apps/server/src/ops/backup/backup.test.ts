import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chatGetWebSocketUrl, orderPay } from '@crossmart/api-client'
import { ReasonCode } from '@crossmart/im-sdk/protocol'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { connectRaw } from '../../chat/gateway/testing/raw-client'
import { chatMessages, ledgerEntries, orders } from '../../db/schema'
import { auditBalance } from '../../features/ledger/ledger'
import {
  checkout,
  createTestCatalog,
  dbOf,
  makeShopper,
  PAY_CODE,
  pickSkus,
} from '../../test-support/commerce-fixtures'
import { uploadTestImage } from '../../test-support/test-image'
import { startTestServer, type TestServer } from '../../test-support/test-server'
import { BackupError } from './backup'
import { runBackup, runRestore } from './backup-command'

describe('ops backup and restore of the embedded database (server README "Backup and restore")', () => {
  const folders: string[] = []
  const servers: TestServer[] = []
  const folder = async (name: string) => {
    const dir = await mkdtemp(path.join(tmpdir(), `crossmart-${name}-`))
    folders.push(dir)
    return dir
  }
  afterAll(async () => {
    for (const t of servers) await t.close().catch(() => {})
    for (const dir of folders) await rm(dir, { recursive: true, force: true })
  })

  it('keeps every acked order, ledger row, message and upload of a backup taken under writes', async () => {
    const original = await folder('original')
    const restored = await folder('restored')
    const file = path.join(await folder('backups'), 'crossmart.backup.tar.gz')
    const t = await startTestServer('pglite', { seed: false, dataDir: original })
    servers.push(t)
    await createTestCatalog(dbOf(t), 1)
    const [pick] = await pickSkus(dbOf(t), 1, 100_000)
    const shopper = await makeShopper(t, { balanceCents: 10_000_000 })
    const creds = await t.client(shopper.token).call(chatGetWebSocketUrl)
    const chat = await connectRaw(new URL(creds.wsUrl, t.url.replace(/^http/, 'ws')).toString(), creds)

    // Writes go on while the backup is taken; only what was acked before it began must be in it.
    const acked = { orders: [] as number[], messages: [] as string[], uploads: [] as string[] }
    let writing = true
    const writes = (async () => {
      for (let round = 0; writing; round++) {
        const { orders: created } = await checkout(shopper, [{ pick: pick!, quantity: 1 }])
        const paid = await shopper.client.call(orderPay, {
          orderIds: created.map((o) => o.id),
          payCode: PAY_CODE,
        })
        acked.orders.push(...paid.paidOrderIds)
        const sent = chat.send({
          channelID: `mer_${pick!.shopId}`,
          channelType: 7,
          content: { type: 1, content: `round ${round}` },
        })
        expect((await chat.waitForSendack(sent.clientSeq)).reasonCode).toBe(ReasonCode.Success)
        acked.messages.push(sent.clientMsgNo)
        acked.uploads.push(await uploadTestImage(t, shopper.token, round % 360))
      }
    })()
    while (acked.orders.length < 3 || acked.uploads.length < 3) await new Promise((r) => setTimeout(r, 20))
    const before = { orders: [...acked.orders], messages: [...acked.messages], uploads: [...acked.uploads] }
    const backup = await runBackup(file, {
      config: { dataDir: original, databaseUrl: undefined, port: t.server.port },
    })
    writing = false
    await writes
    chat.close()
    expect(backup.via).toBe('server')

    // Wipe: the server and its folder are gone.
    await t.close()
    await rm(original, { recursive: true, force: true })

    await runRestore(file, { config: { dataDir: restored, databaseUrl: undefined }, force: false })
    const again = await runRestore(file, {
      config: { dataDir: restored, databaseUrl: undefined },
      force: false,
    }).catch((error: unknown) => error)
    expect(again).toBeInstanceOf(BackupError)
    expect((again as BackupError).code).toBe('RESTORE_TARGET_NOT_EMPTY')

    const back = await startTestServer('pglite', { seed: false, dataDir: restored })
    servers.push(back)
    const db = dbOf(back)
    const paidOrders = await db
      .select({ id: orders.id, state: orders.state })
      .from(orders)
      .where(inArray(orders.id, before.orders))
    expect(paidOrders.map((o) => o.id).sort()).toEqual([...before.orders].sort())
    for (const order of paidOrders) expect(order.state).toBe('paid')
    const payments = await db
      .select({ orderId: ledgerEntries.orderId })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.orderId, before.orders))
    expect(new Set(payments.map((p) => p.orderId))).toEqual(new Set(before.orders))
    const messages = await db
      .select({ clientMsgNo: chatMessages.clientMsgNo })
      .from(chatMessages)
      .where(inArray(chatMessages.clientMsgNo, before.messages))
    expect(messages.map((m) => m.clientMsgNo).sort()).toEqual([...before.messages].sort())
    for (const url of before.uploads) {
      const response = await fetch(`${back.url}${url}`)
      expect(response.status, url).toBe(200)
    }
    const audit = await auditBalance(db, shopper.userId)
    expect(audit.balanceCents).toBe(audit.ledgerSumCents)
    expect(audit.entries).toBeGreaterThanOrEqual(before.orders.length + 1)
    // The restored server wrote its own token for the next backup.
    expect((await readFile(path.join(restored, 'ops-token'), 'utf8')).length).toBe(64)
  }, 300_000)

  it('refuses a file that is not a backup', async () => {
    const dir = await folder('bad')
    const file = path.join(dir, 'not-a-backup')
    await import('node:fs/promises').then((fs) => fs.writeFile(file, 'hello'))
    const error = await runRestore(file, {
      config: { dataDir: dir, databaseUrl: undefined },
      force: false,
    }).catch((e: unknown) => e)
    expect((error as BackupError).code).toBe('BACKUP_INVALID')
  })

  it('sends a PostgreSQL deployment to pg_dump', async () => {
    const error = await runBackup('/tmp/never-written', {
      config: { dataDir: '/nowhere', databaseUrl: 'postgres://x@y/z', port: 1 },
    }).catch((e: unknown) => e)
    expect((error as BackupError).code).toBe('BACKUP_NOT_EMBEDDED')
    expect((error as BackupError).message).toContain('pg_dump')
  })
})
