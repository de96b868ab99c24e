import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** PROTOCOL.md step 4: the IV is the salt's first 16 characters; WuKongIM sends exactly 16. */
export const SALT_LENGTH = 16

/** A fresh per-connection salt of 16 ASCII letters and digits. */
export function randomSalt(): string {
  const bytes = randomBytes(SALT_LENGTH)
  let out = ''
  // 62 symbols: the modulo bias is irrelevant for an IV that only has to differ per connection.
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length]
  return out
}
