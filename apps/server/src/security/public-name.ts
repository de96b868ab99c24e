import { randomBytes } from 'node:crypto'

/**
 * Login names are never published (server README "Security": public reviews showed the login name, which
 * was also the default nickname, so anyone could find accounts to lock or guess).
 */

/** A new account's nickname: not derived from the login name. */
export function defaultNickname(): string {
  return `Shopper ${randomBytes(3).toString('hex')}`
}

/**
 * The name shown to other people. Older accounts may still carry their login name as nickname:
 * then only its first character is shown.
 */
export function publicName(nickname: string, account: string): string {
  if (nickname.trim().toLowerCase() !== account.trim().toLowerCase()) return nickname
  return `${Array.from(nickname.trim())[0] ?? ''}***`
}
