import { API_CODE } from '@crossmart/api-client'
import { and, ne, or, sql } from 'drizzle-orm'
import type { Executor } from '../../db/database'
import { users } from '../../db/schema'
import { RefusalError } from '../../http/refusal-error'

/**
 * Login accepts an account name, an email or a mobile (shop-spec §1/§2), so the three share one
 * namespace (server README "Security"): a new account name may not equal anyone's email or mobile, an email
 * not anyone's account name or mobile, a mobile not anyone's account name or email. Otherwise login
 * matched whichever row came first. Same-column clashes are assertIdentityFree's (and the unique
 * indexes') job.
 */
export async function assertNoCrossIdentity(
  db: Executor,
  identity: { account?: string | undefined; email?: string | undefined; mobile?: string | undefined },
  exceptUserId?: number,
): Promise<void> {
  const notMe = exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)
  const clash = async (value: string, ...columns: ('account' | 'email' | 'mobile')[]) => {
    const lowered = value.trim().toLowerCase()
    const conditions = columns.map((column) => sql`lower(${users[column]}) = ${lowered}`)
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(or(...conditions), notMe))
      .limit(1)
    return rows.length > 0
  }
  if (identity.account !== undefined && (await clash(identity.account, 'email', 'mobile')))
    throw new RefusalError('auth.accountTaken', { apiCode: API_CODE.accountExists })
  if (identity.email !== undefined && (await clash(identity.email, 'account', 'mobile')))
    throw new RefusalError('auth.emailTaken', { apiCode: API_CODE.accountExists })
  if (identity.mobile !== undefined && (await clash(identity.mobile, 'account', 'email')))
    throw new RefusalError('auth.mobileTaken', { apiCode: API_CODE.accountExists })
}
