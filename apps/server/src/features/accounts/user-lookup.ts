import { API_CODE } from '@crossmart/api-client'
import { and, eq, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'

export type UserRow = typeof users.$inferSelect

export async function findUserById(db: Executor, id: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
  // A live token whose user was deleted: treat like a dead token.
  if (!row) throw new RefusalError('auth.tokenInvalid', { apiCode: API_CODE.unauthorized, httpStatus: 401 })
  return row
}

/** shop-spec §1/§2: login by account, email or mobile. */
export async function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const lowered = login.trim().toLowerCase()
  const [row] = await db
    .select()
    .from(users)
    .where(
      or(
        sql`lower(${users.account}) = ${lowered}`,
        sql`lower(${users.email}) = ${lowered}`,
        eq(users.mobile, login.trim()),
      ),
    )
    .limit(1)
  return row
}

/** Refuses an account name, email or mobile that another user already has. */
export async function assertIdentityFree(
  db: Executor,
  identity: { account?: string | undefined; email?: string | undefined; mobile?: string | undefined },
  exceptUserId?: number,
): Promise<void> {
  const notMe = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)
  const taken = async (condition: ReturnType<typeof sql>) =>
    (await db.select({ id: users.id }).from(users).where(and(condition, notMe)).limit(1)).length > 0
  if (
    identity.account !== undefined &&
    (await taken(sql`lower(${users.account}) = ${identity.account.toLowerCase()}`))
  ) {
    throw new RefusalError('auth.accountTaken', { apiCode: API_CODE.accountExists })
  }
  if (
    identity.email !== undefined &&
    (await taken(sql`lower(${users.email}) = ${identity.email.toLowerCase()}`))
  ) {
    throw new RefusalError('auth.emailTaken', { apiCode: API_CODE.accountExists })
  }
  if (identity.mobile !== undefined && (await taken(sql`${users.mobile} = ${identity.mobile}`))) {
    throw new RefusalError('auth.mobileTaken', { apiCode: API_CODE.accountExists })
  }
}

/** PostgreSQL unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if (typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === '23505')
      return true
  }
  return false
}
