import { sql } from 'drizzle-orm'
import type { Transaction } from './database'

/**
 * Serializes the transactions that name the same key until each commits or rolls back (a
 * PostgreSQL advisory lock on the key's hash, on PGlite too). Replicas on one database share it,
 * so a count-then-insert under it cannot overshoot however many requests race. Keys name their
 * subject (`checkout:<user>`, `register:<address>`); take several always in the same order.
 */
export async function lockForTransaction(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}
