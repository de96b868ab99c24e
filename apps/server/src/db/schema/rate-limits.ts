import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The per-IP request budget on PostgreSQL (server README "Production topology"): one row per IP with
 * its current fixed window, so every replica counts against the same budget.
 */
export const ipRateWindows = pgTable('ip_rate_windows', {
  ip: text('ip').primaryKey(),
  windowStart: bigint('window_start', { mode: 'number' }).notNull(),
  count: integer('count').notNull(),
})
