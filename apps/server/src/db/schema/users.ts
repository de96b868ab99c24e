import { sql } from 'drizzle-orm'
import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'

/**
 * A person who logs in: shoppers, the customer-service staff of a shop (role `staff`, shopId set; no
 * shopId: the platform's service) and platform operators (role `operator`, server README "Console").
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    nickname: text('nickname').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** scrypt hash string (see security/password-hasher.ts); never logged, never returned. */
    passwordHash: text('password_hash').notNull(),
    /** scrypt hash of the numeric payment code; null until the user sets one (shop-spec §5). */
    payCodeHash: text('pay_code_hash'),
    /** Integer cents; the wallet issue moves it only inside ledger transactions. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    language: text('language').notNull().default('en'),
    role: text('role', { enum: ['shopper', 'staff', 'operator'] })
      .notNull()
      .default('shopper'),
    /** For staff: the shop whose customer service they answer. */
    shopId: integer('shop_id'),
    /** Issue #42: a staff member's role in their shop (SHOP_ROLES); null for shoppers and operators. */
    shopRole: text('shop_role', { enum: ['owner', 'manager', 'agent'] }),
    createdAt: createdAt(),
    /** The client address that registered it: sign-ups per address per hour (issue #32, registration-throttle.ts). */
    registeredIp: text('registered_ip'),
  },
  (t) => [
    uniqueIndex('users_account_uq').on(sql`lower(${t.account})`),
    index('users_registered_ip_idx').on(t.registeredIp, t.createdAt),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_uq').on(t.mobile),
    index('users_shop_idx').on(t.shopId),
  ],
)

/** The user a row belongs to; the row is deleted with the user. */
export const cascadingUserId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

/**
 * Session tokens. Only a SHA-256 digest of the 32 random bytes is stored, so a database leak does not
 * hand out live sessions. Revoked on logout and on password reset; expire after 3 days (shop-spec §3, §9).
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadingUserId(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** /security active sessions: last authenticated request (per minute) and its User-Agent. */
    lastUsedAt: timestamptz('last_used_at'),
    userAgent: text('user_agent'),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
)

/**
 * Failed attempts of guarded actions (login, verify_pay), with the client IP they came from. The
 * limits count them per subject or per (subject, ip) inside the window (security/attempt-guard.ts
 * ATTEMPT_POLICIES); a success clears them. Kept in the database so replicas share them.
 */
export const securityFailures = pgTable(
  'security_failures',
  {
    id: serial('id').primaryKey(),
    action: text('action', { enum: ['login', 'verify_pay'] }).notNull(),
    subject: text('subject').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('security_failures_lookup_idx').on(t.action, t.subject, t.createdAt)],
)

/**
 * Every login identifier (account name, email, mobile; lower case) of every user, one row each,
 * kept by a trigger on `users` (migration 0008). The primary key makes the three kinds one
 * namespace in the database itself (README "Security"), so two registrations racing cannot
 * leave an account name equal to another user's email or mobile.
 */
export const userIdentifiers = pgTable(
  'user_identifiers',
  {
    identifier: text('identifier').primaryKey(),
    userId: cascadingUserId(),
  },
  (t) => [index('user_identifiers_user_idx').on(t.userId)],
)

/**
 * Browsers that proved to be the owner's (README "Security", owner step-up): a successful login or
 * a password reset by mailed code leaves a random device token in an HttpOnly cookie; only its
 * SHA-256 is stored. A login from such a browser is not stopped by the account-wide failure
 * ceiling, so strangers guessing cannot lock the owner out.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadingUserId(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
)
