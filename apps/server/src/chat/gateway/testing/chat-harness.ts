import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type ApiClient,
  chatGetWebSocketUrl,
  createApiClient,
  UPLOAD_QUOTA_BYTES,
  UPLOAD_QUOTA_FILES,
} from '@crossmart/api-client'
import type { Clock } from '../../../clock'
import type { ServerConfig } from '../../../config/config'
import type { DatabaseHandle } from '../../../db/database'
import { openDatabase } from '../../../db/open-database'
import { shops, users } from '../../../db/schema'
import { type Logger, silentLogger } from '../../../http/logger'
import { type RunningServer, startServer } from '../../../server'
import { createLocalFileStorage } from '../../../storage/local-file-storage'
import { type ChatConfig, DEFAULT_CHAT_CONFIG } from '../../chat-config'

export interface Person {
  userId: number
  uid: string
  /** API session token (the `token` header). */
  session: string
}

export interface ChatPeople {
  shopIds: [number, number]
  shopper: Person
  shopper2: Person
  /** Staff of shopIds[0] (two of them) and of shopIds[1]. */
  staffA: Person
  staffA2: Person
  staffB: Person
  platform: Person
}

export interface ChatHarness {
  server: RunningServer
  url: string
  people: ChatPeople
  api(person: Person): ApiClient
  /** Chat credentials as the app gets them (GET /api/chat/getWebSocketUrl). */
  credentials(person: Person): Promise<{ uid: string; token: string; wsUrl: string }>
  close(): Promise<void>
}

export interface HarnessOptions {
  /** A PGlite folder: pass the same one to restart on the same data. */
  dataDir?: string
  chat?: Partial<ChatConfig>
  people?: ChatPeople
  logger?: Logger
  /** The server's clock (the system's by default). */
  clock?: Clock
  /** A database of the test's own (the statement counts); a PGlite folder in `dataDir` otherwise. */
  database?: DatabaseHandle
  /** PGlite on a worker thread (default) or on the event loop (server README "PGlite on its own thread"). */
  pgliteThread?: boolean
}

const UNUSABLE_HASH = '!test'

async function createPeople(server: RunningServer): Promise<ChatPeople> {
  const { db, tokens } = server.services
  const shopRows = await db
    .insert(shops)
    .values([{ name: 'Harbor Goods' }, { name: 'Mountain Tea' }])
    .returning({ id: shops.id })
  const [a, b] = shopRows.map((s) => s.id) as [number, number]
  const stamp = Date.now().toString(36)
  const make = async (account: string, role: 'shopper' | 'staff', shopId: number | null, language = 'en') => {
    const [row] = await db
      .insert(users)
      .values({
        account: `${account}-${stamp}`,
        nickname: account,
        passwordHash: UNUSABLE_HASH,
        role,
        shopId,
        language,
      })
      .returning({ id: users.id })
    const { token } = await tokens.issue(db, row!.id)
    return { userId: row!.id, uid: String(row!.id), session: token }
  }
  return {
    shopIds: [a, b],
    shopper: await make('shopper', 'shopper', null),
    shopper2: await make('shopper2', 'shopper', null, 'zh'),
    staffA: await make('staffA', 'staff', a),
    staffA2: await make('staffA2', 'staff', a),
    staffB: await make('staffB', 'staff', b),
    platform: await make('platform', 'staff', null),
  }
}

/**
 * Inside a vitest run, the run's migrated database (test-support/database-templates.ts) instead of
 * migrating a new one; the benchmark, which runs outside vitest, migrates its own.
 */
async function runTemplate(): Promise<Blob | undefined> {
  if (!process.env['VITEST']) return undefined
  const { pgliteTemplate } = await import('../../../test-support/test-databases')
  return pgliteTemplate('migrated')
}

/** A real server on 127.0.0.1 with the chat gateway, on a PGlite folder of its own (or the given one). */
export async function startChatHarness(options: HarnessOptions = {}): Promise<ChatHarness> {
  const ownDir =
    options.dataDir === undefined ? mkdtempSync(path.join(tmpdir(), 'crossmart-chat-')) : undefined
  const dataDir = options.dataDir ?? ownDir!
  const pgliteDir = path.join(dataDir, 'pglite')
  const thread = options.pgliteThread ?? false
  const template = options.database || thread || existsSync(pgliteDir) ? undefined : await runTemplate()
  const database: DatabaseHandle =
    options.database ??
    (await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDir,
      thread,
      ...(template ? { template } : {}),
    }))
  const config: ServerConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: undefined,
    shopDistDir: path.join(dataDir, 'no-shop-dist'),
    seedDemo: false,
    uploadMaxBytes: 1024 * 1024,
    uploadQuotaFiles: UPLOAD_QUOTA_FILES,
    uploadQuotaBytes: UPLOAD_QUOTA_BYTES,
    rateLimitPerMinute: 0,
    publicUrl: undefined,
    trustProxy: false,
    catalogCacheTtlMs: 0,
  }
  const server = await startServer({
    config,
    logger: options.logger ?? silentLogger,
    database,
    storage: createLocalFileStorage(path.join(dataDir, 'uploads')),
    chat: { ...DEFAULT_CHAT_CONFIG, ...options.chat },
    ...(options.clock ? { clock: options.clock } : {}),
  })
  const url = `http://127.0.0.1:${server.port}`
  const people = options.people ?? (await createPeople(server))
  const api = (person: Person) =>
    createApiClient({
      baseUrl: url,
      getToken: () => person.session,
      getLang: () => 'en',
      duplicateWindowMs: 0,
    })
  return {
    server,
    url,
    people,
    api,
    // A relative wsUrl is resolved against the page's origin, as the app does (socket-address.ts).
    credentials: async (person) => {
      const creds = await api(person).call(chatGetWebSocketUrl)
      return { ...creds, wsUrl: new URL(creds.wsUrl, url.replace(/^http/, 'ws')).toString() }
    },
    async close() {
      await server.close()
      if (ownDir) rmSync(ownDir, { recursive: true, force: true })
    },
  }
}
