import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalFileStorage } from './local-file-storage'

describe('local file storage', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'crossmart-storage-'))
  })
  afterAll(async () => {
    await rm(root, { recursive: true, force: true })
  })

  it('stores, reads back and reports existence', async () => {
    const storage = createLocalFileStorage(root)
    await storage.put('u/2026/abc.png', Uint8Array.from([1, 2, 3]))
    expect(await storage.get('u/2026/abc.png')).toEqual(Uint8Array.from([1, 2, 3]))
    expect(await storage.exists('u/2026/abc.png')).toBe(true)
    expect(await storage.get('u/2026/missing.png')).toBeNull()
  })

  it('deletes a key, and deleting a missing one is not an error', async () => {
    const storage = createLocalFileStorage(root)
    await storage.put('u/2026/gone.png', Uint8Array.from([4]))
    await storage.delete('u/2026/gone.png')
    expect(await storage.exists('u/2026/gone.png')).toBe(false)
    await expect(storage.delete('u/2026/gone.png')).resolves.toBeUndefined()
    await expect(storage.delete('../escape.png')).resolves.toBeUndefined()
  })

  it.each(['../escape.png', 'a/../../b.png', '/abs.png', 'UPPER.png', 'no-extension', 'a//b.png'])(
    'refuses key %j',
    async (key) => {
      const storage = createLocalFileStorage(root)
      await expect(storage.put(key, new Uint8Array([1]))).rejects.toMatchObject({
        code: 'STORAGE_KEY_INVALID',
      })
      expect(await storage.get(key)).toBeNull()
    },
  )
})
