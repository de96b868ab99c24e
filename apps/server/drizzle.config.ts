import { defineConfig } from 'drizzle-kit'

// One migrations folder for PGlite and PostgreSQL; generate with `pnpm --filter @crossmart/server db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './migrations',
})
