import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Uploaded and generated images when the server runs on PostgreSQL (server README "Production
 * topology"): every replica reads the same bytes, with no shared disk. Keyed by the storage key.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
})
