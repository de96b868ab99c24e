import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ArchiveError, packTar, unpackTar } from './tar-archive'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the backup archive (ustar)', () => {
  it('round-trips files, including a name longer than 100 bytes', () => {
    const long = `uploads/${'a'.repeat(90)}/${'b'.repeat(60)}.webp`
    const entries = [
      { name: 'crossmart-backup.json', bytes: bytes('{}') },
      { name: long, bytes: new Uint8Array(1025).fill(7) },
      { name: 'empty', bytes: new Uint8Array(0) },
    ]
    expect(unpackTar(packTar(entries, 1_700_000_000))).toEqual(entries)
  })

  it('is read by the system tar', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crossmart-tar-'))
    try {
      const file = path.join(dir, 'a.tar')
      writeFileSync(file, packTar([{ name: 'uploads/u1/x.png', bytes: bytes('png!') }], 1_700_000_000))
      execFileSync('tar', ['-xf', file, '-C', dir])
      expect(readFileSync(path.join(dir, 'uploads/u1/x.png'), 'utf8')).toBe('png!')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it.each([
    { what: 'a path leaving the folder', name: '../etc/passwd' },
    { what: 'an absolute path', name: '/etc/passwd' },
  ])('refuses $what', ({ name }) => {
    expect(() => unpackTar(packTar([{ name, bytes: bytes('x') }], 0))).toThrow(ArchiveError)
  })

  it('refuses a damaged header and a cut archive', () => {
    const tar = packTar([{ name: 'a', bytes: new Uint8Array(600) }], 0)
    const damaged = tar.slice()
    damaged[0] = 0x7a
    expect(() => unpackTar(damaged)).toThrow(/checksum/)
    expect(() => unpackTar(tar.slice(0, 700))).toThrow(ArchiveError)
  })

  it('never throws anything but an ArchiveError on random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), (random) => {
        try {
          unpackTar(random)
        } catch (error) {
          expect(error).toBeInstanceOf(ArchiveError)
        }
      }),
    )
  })
})
