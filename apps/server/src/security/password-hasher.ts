import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/** scrypt cost parameters (OWASP: N=2^17 r=8 p=1 is ideal; 2^15 keeps login ~50 ms on a small VM). */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const
const MAX_MEMORY = 128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r * 2

export type ScryptParams = { N: number; r: number; p: number; keyLength: number; saltLength: number }

function derive(secret: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      secret.normalize('NFKC'),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: Math.max(MAX_MEMORY, 128 * params.N * params.r * 2) },
      (error, key) => (error ? reject(error) : resolve(key)),
    )
  })
}

/**
 * Hashes login passwords and payment codes with scrypt from node:crypto. The stored string is
 * self-describing (`scrypt$N$r$p$salt$hash`), so the cost can be raised later without breaking old hashes.
 */
export interface PasswordHasher {
  hash(secret: string): Promise<string>
  verify(secret: string, stored: string): Promise<boolean>
}

export function createPasswordHasher(params: ScryptParams = SCRYPT_PARAMS): PasswordHasher {
  return {
    async hash(secret) {
      const salt = randomBytes(params.saltLength)
      const key = await derive(secret, salt, params)
      return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
        '$',
      )
    },
    async verify(secret, stored) {
      const parts = stored.split('$')
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false
      const [, n, r, p, saltB64, keyB64] = parts as [string, string, string, string, string, string]
      const expected = Buffer.from(keyB64, 'base64')
      const actual = await derive(secret, Buffer.from(saltB64, 'base64'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
        keyLength: expected.length,
        saltLength: 0,
      })
      return actual.length === expected.length && timingSafeEqual(actual, expected)
    },
  }
}
