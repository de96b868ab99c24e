import { LANGUAGES, type Language, type UserInfo } from '@crossmart/api-client'
import type { users } from '../../db/schema'

type UserRow = typeof users.$inferSelect

export function toLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en'
}

/** shop-spec §3 User: the user-info object; never includes hashes. */
export function toUserInfo(row: UserRow): UserInfo {
  return {
    id: row.id,
    username: row.account,
    nickname: row.nickname,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    avatar: row.avatar,
    balanceCents: row.balanceCents,
    payCodeSet: row.payCodeHash !== null,
    language: toLanguage(row.language),
    createdAt: row.createdAt.toISOString(),
  }
}
