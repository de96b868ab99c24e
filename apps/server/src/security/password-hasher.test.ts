import { describe, expect, it } from 'vitest'
import { createPasswordHasher } from './password-hasher'

describe('password hasher', () => {
  const hasher = createPasswordHasher()

  it('verifies the right secret and refuses a wrong one', async () => {
    const stored = await hasher.hash('s3cret!')
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/)
    expect(stored).not.toContain('s3cret')
    await expect(hasher.verify('s3cret!', stored)).resolves.toBe(true)
    await expect(hasher.verify('s3cret', stored)).resolves.toBe(false)
  })

  it('salts: the same secret hashes differently', async () => {
    expect(await hasher.hash('123456')).not.toBe(await hasher.hash('123456'))
  })

  it.each(['', 'plain', 'scrypt$1$2$3$4', 'bcrypt$a$b$c$d$e'])(
    'refuses malformed stored value %j',
    async (stored) => {
      await expect(hasher.verify('x', stored)).resolves.toBe(false)
    },
  )
})
