import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { type FileStorage, isValidStorageKey, StorageKeyError } from './file-storage'

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT'
}

/** Files under `root` (DATA_DIR/uploads). Writes go to a temp file first so readers never see half a file. */
export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string): string => {
    if (!isValidStorageKey(key)) throw new StorageKeyError(`invalid storage key: ${JSON.stringify(key)}`)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, bytes) {
      const file = resolve(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Unique per write: two writers of the same key (two seeds, two replicas) must not share a temp file.
      const temp = `${file}.${randomBytes(8).toString('hex')}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, file)
    },
    async get(key) {
      if (!isValidStorageKey(key)) return null
      try {
        return new Uint8Array(await readFile(resolve(key)))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async exists(key) {
      if (!isValidStorageKey(key)) return false
      try {
        return (await stat(resolve(key))).isFile()
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
    async delete(key) {
      if (!isValidStorageKey(key)) return
      await rm(resolve(key), { force: true })
    },
  }
}
