import { count, desc, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Executor } from './database'

/** The page/limit every paged list call takes (shop-spec §7; page counts from 1). */
export interface PageQuery {
  page: number
  limit: number
}

/** One page of a table's rows matching `where`, newest id first, and how many match in all. */
export async function pageByNewestId<Row>(
  db: Executor,
  table: PgTable & { id: PgColumn },
  where: SQL | undefined,
  query: PageQuery,
): Promise<{ rows: Row[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(table).where(where),
  ])
  return { rows: rows as Row[], total: total?.value ?? 0 }
}
