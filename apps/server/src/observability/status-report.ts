import type { ConsoleStatus } from '@crossmart/api-client'
import { count, gte } from 'drizzle-orm'
import type { Clock } from '../clock'
import type { DatabaseHandle } from '../db/database'
import { chatMessages, orders } from '../db/schema'
import { checkLedgerInvariants } from '../features/ledger/reconciliation'
import type { RecentErrors } from './recent-errors'
import type { ServerMetrics } from './server-metrics'

const HOUR_MS = 3_600_000

export interface StatusReportOptions {
  version: string
  chatMode: 'embedded' | 'wukongim'
  database: Pick<DatabaseHandle, 'db' | 'driver' | 'sizeBytes'>
  metrics: ServerMetrics
  recentErrors: RecentErrors
  clock: Clock
}

/**
 * The operator's status page (console "Status"): this replica's numbers from its metrics registry
 * (uptime, open sockets), the last hour's writes of every replica from the database.
 */
export function createStatusReport(options: StatusReportOptions): () => Promise<ConsoleStatus> {
  const { database, metrics, clock } = options
  return async () => {
    const now = clock.now()
    const since = new Date(now - HOUR_MS)
    const [sizeBytes, [messages], [created], [paid], startedAt, openSockets, ledger] = await Promise.all([
      database.sizeBytes(),
      database.db
        .select({ n: count() })
        .from(chatMessages)
        .where(gte(chatMessages.timestamp, Math.floor(since.getTime() / 1000))),
      database.db.select({ n: count() }).from(orders).where(gte(orders.createdAt, since)),
      database.db.select({ n: count() }).from(orders).where(gte(orders.paidAt, since)),
      metrics.valueOf('crossmart_process_started_seconds'),
      metrics.valueOf('crossmart_chat_open_sockets'),
      checkLedgerInvariants(database.db),
    ])
    return {
      version: options.version,
      uptimeSeconds: Math.max(0, Math.floor(now / 1000 - startedAt)),
      database: { kind: database.driver, sizeBytes },
      chat: { mode: options.chatMode, openSockets },
      lastHour: { messages: messages?.n ?? 0, orders: created?.n ?? 0, ordersPaid: paid?.n ?? 0 },
      recentErrors: options.recentErrors.list(),
      ledger,
    }
  }
}
