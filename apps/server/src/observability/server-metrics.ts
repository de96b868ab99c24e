import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/**
 * Prometheus metrics of one server instance (server README "Metrics"). The registry is made per
 * instance and handed to whoever counts (no module-level registry: CONVENTIONS.md 5), so two servers
 * in one test process never share a number. Names follow Prometheus conventions: a `crossmart_`
 * prefix, base units (seconds), `_total` on counters.
 */

/** Seconds; an API answer is a few ms, a slow one a second, a stuck one more. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds from a send arriving to its ack: batched writes take a few ms (README "The gateway"). */
const SEND_ACK_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
const QUERY_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

/** What the database side reports (db/observed-client.ts). */
export interface QueryObserver {
  started(): void
  finished(kind: 'query' | 'transaction', seconds: number, ok: boolean): void
}

/** What the chat gateway reports (chat/gateway.ts). */
export interface ChatObserver {
  /** A send-ack went out: `reasonCode` 1 is success, anything else a refusal (PROTOCOL.md reason codes). */
  sendAcked(reasonCode: number, seconds: number): void
  stored(count: number): void
  delivered(count: number): void
}

export interface ServerMetricsOptions {
  /** Collect prom-client's process metrics (event loop delay, GC, heap); on by default. */
  defaultMetrics?: boolean
}

export function createServerMetrics(options: ServerMetricsOptions = {}) {
  const registry = new Registry()
  if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'crossmart_' })
  const registers = [registry]

  const httpDuration = new Histogram({
    name: 'crossmart_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  })
  const refusals = new Counter({
    name: 'crossmart_http_refusals_total',
    help: 'API refusals answered, by message code (auth.wrongCredentials, balance.insufficient, ...).',
    labelNames: ['code'] as const,
    registers,
  })
  const serverErrors = new Counter({
    name: 'crossmart_http_unhandled_errors_total',
    help: 'Requests answered 500 after an unexpected error.',
    registers,
  })
  const loginFailures = new Counter({
    name: 'crossmart_login_failures_total',
    help: 'Logins refused for a wrong account or password.',
    registers,
  })
  const lockouts = new Counter({
    name: 'crossmart_login_lockouts_total',
    help: 'Logins and payment-code checks refused because the subject is locked.',
    registers,
  })
  const ordersPaid = new Counter({
    name: 'crossmart_orders_paid_total',
    help: 'Orders paid.',
    registers,
  })
  const moneyMovements = new Counter({
    name: 'crossmart_money_movements_total',
    help: 'Payments that moved money (each one ledger row per order), by kind; counts, not amounts.',
    labelNames: ['kind'] as const,
    registers,
  })
  let readChatSockets = () => 0
  let readLedger: () => Promise<readonly { kind: string; count: number }[]> = async () => []
  new Gauge({
    // A gauge read from the database at scrape time, not a counter of this process: every replica
    // reports the same database-wide figure (aggregate with max(), not sum(); README "Metrics").
    name: 'crossmart_ledger_entries',
    help: 'Money movements committed (ledger rows) by kind, database-wide; counts, never amounts.',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const counts = await readLedger()
      this.reset()
      for (const { kind, count } of counts) this.set({ kind }, count)
    },
  })
  let readInvariants: () => Promise<readonly { name: string; ok: boolean; difference: number }[]> =
    async () => []
  // Issue #42: the ledger's invariants, checked at scrape time (database-wide, like the ledger rows).
  const invariantDifference = new Gauge({
    name: 'crossmart_ledger_invariant_difference',
    help: 'How far each ledger invariant is off (cents, or offending rows); 0 when it holds.',
    labelNames: ['invariant'] as const,
    registers,
  })
  new Gauge({
    name: 'crossmart_ledger_invariant_ok',
    help: 'Whether each ledger invariant holds (1) or not (0), checked when scraped.',
    labelNames: ['invariant'] as const,
    registers,
    async collect() {
      const checks = await readInvariants()
      this.reset()
      invariantDifference.reset()
      for (const check of checks) {
        this.set({ invariant: check.name }, check.ok ? 1 : 0)
        invariantDifference.set({ invariant: check.name }, check.difference)
      }
    },
  })
  new Gauge({
    name: 'crossmart_chat_open_sockets',
    help: 'Open chat gateway WebSocket connections on this replica.',
    registers,
    collect() {
      this.set(readChatSockets())
    },
  })
  const chatStored = new Counter({
    name: 'crossmart_chat_messages_stored_total',
    help: 'Chat messages stored by the gateway.',
    registers,
  })
  const chatDelivered = new Counter({
    name: 'crossmart_chat_messages_delivered_total',
    help: 'Chat receives written to connections (one per device reached).',
    registers,
  })
  const chatSendAck = new Histogram({
    name: 'crossmart_chat_send_ack_duration_seconds',
    help: 'From a send arriving to its send-ack being written, successful sends only.',
    buckets: SEND_ACK_BUCKETS,
    registers,
  })
  const chatRefusals = new Counter({
    name: 'crossmart_chat_send_refusals_total',
    help: 'Sends refused, by WuKongIM reason code.',
    labelNames: ['reason'] as const,
    registers,
  })
  const queryDuration = new Histogram({
    name: 'crossmart_db_query_duration_seconds',
    help: 'Database statements outside transactions, and whole transactions, by kind and outcome.',
    labelNames: ['kind', 'outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  })
  const queriesInFlight = new Gauge({
    name: 'crossmart_db_queries_in_flight',
    help: 'Statements and transactions waiting for the database now (pool use).',
    registers,
  })
  const poolSize = new Gauge({
    name: 'crossmart_db_pool_max_connections',
    help: 'Connections the pool may open (1 for the embedded PGlite).',
    registers,
  })
  const startedAt = new Gauge({
    name: 'crossmart_process_started_seconds',
    help: 'When this server started, seconds since the epoch.',
    registers,
  })

  const queries: QueryObserver = {
    started: () => queriesInFlight.inc(),
    finished(kind, seconds, ok) {
      queriesInFlight.dec()
      queryDuration.observe({ kind, outcome: ok ? 'ok' : 'error' }, seconds)
    },
  }
  const chat: ChatObserver = {
    sendAcked(reasonCode, seconds) {
      // ReasonCode.Success is 1 (PROTOCOL.md "Reason codes").
      if (reasonCode === 1) chatSendAck.observe(seconds)
      else chatRefusals.inc({ reason: String(reasonCode) })
    },
    stored: (count) => chatStored.inc(count),
    delivered: (count) => {
      if (count > 0) chatDelivered.inc(count)
    },
  }

  return {
    registry,
    httpDuration,
    queries,
    chat,
    /** The gateway's open sockets, read when scraped. */
    watchChatSockets(read: () => number) {
      readChatSockets = read
    },
    /** Ledger rows by kind, read from the database when scraped. */
    watchLedger(read: () => Promise<readonly { kind: string; count: number }[]>) {
      readLedger = read
    },
    /** Issue #42: the ledger's invariants, checked when scraped. */
    watchLedgerInvariants(read: () => Promise<readonly { name: string; ok: boolean; difference: number }[]>) {
      readInvariants = read
    },
    setPoolSize: (max: number) => poolSize.set(max),
    setStartedAt: (epochMs: number) => startedAt.set(epochMs / 1000),
    /** An API refusal was answered (error-handler.ts). */
    refused(code: string) {
      refusals.inc({ code })
      if (code === 'auth.wrongCredentials') loginFailures.inc()
      if (code === 'auth.locked' || code === 'pay.locked') lockouts.inc()
    },
    unhandledError: () => serverErrors.inc(),
    ordersPaid(count: number) {
      if (count <= 0) return
      ordersPaid.inc(count)
      moneyMovements.inc({ kind: 'order_payment' }, count)
    },
    /** Current value of a counter or gauge without labels (the console status page). */
    async valueOf(name: string): Promise<number> {
      const metric = registry.getSingleMetric(name)
      if (!metric) return 0
      const { values } = await metric.get()
      return values.reduce((sum, v) => sum + v.value, 0)
    },
  }
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>
