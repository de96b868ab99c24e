import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt, timestamptz } from './columns'
import { cascadingUserId } from './users'

// The shopper's own space (password reset by code, the development mailer, notifications).

/**
 * Password reset codes (server README "Mail"): only a hash of the 6-digit code is kept; a code lives 15 minutes,
 * allows 5 wrong tries and is used once (features/password-reset/reset-rules.ts).
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamptz('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    usedAt: timestamptz('used_at'),
    /**
     * Which secret a code sets: the login password or the payment code (issue #46, reset by code),
     * or a new shop owner's first password (issue #48, the one-time link, 72 hours). One purpose's
     * code never works for another.
     */
    purpose: text('purpose', { enum: ['password', 'payCode', 'set_password'] })
      .notNull()
      .default('password'),
  },
  (t) => [index('password_reset_codes_user_idx').on(t.userId, t.createdAt)],
)

/**
 * Mail the development mailer "sent" (server README "Mail"): written to the log and kept here so the operator
 * command can show it (`ops mail`). Not used when SMTP is configured.
 */
export const devMail = pgTable('dev_mail', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/**
 * Text messages the development SMS sender "sent" (server README "SMS"): logged and kept here so
 * `ops sms` can show them. Not used when SMS_WEBHOOK_URL is set.
 */
export const devSms = pgTable('dev_sms', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
})

/**
 * Issue #48 (migration 0028): platform announcements (`ops announce` and the console), one row each;
 * every shopper's notification names its announcement, so a correction or withdrawal reaches them all.
 */
export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

/**
 * What happened to a shopper's orders and money (/notification; server README "Notifications"). Written in the same
 * transaction as the event it reports; the app renders `template_key` with `params` in the
 * shopper's language. `target_type`/`target_id` say what a tap opens.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: cascadingUserId(),
    templateKey: text('template_key').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    targetType: text('target_type', { enum: ['order', 'refund', 'recharge', 'withdrawal'] }),
    targetId: integer('target_id'),
    readAt: timestamptz('read_at'),
    createdAt: createdAt(),
    /** Issue #48 (migration 0028): the platform announcement this notification carries, if any. */
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId, t.readAt),
  ],
)
