/**
 * IndexedDB storage for browsers: the outbox survives a page reload (and is sent after the next
 * connect) and reopening a chat shows its recent messages at once. One database per name: give
 * each signed-in uid its own (the data layer defaults to `crossmart-im-<uid>`). Every failure is a
 * typed STORAGE_FAILED error.
 */

import { ImDataError } from '../callbacks/errors.js'
import type { ChatMessage } from '../messages/model.js'
import { compareOutbox, type ImStorage, type OutboxEntry } from './types.js'

const DB_VERSION = 1
const OUTBOX = 'outbox'
const RECENT = 'recent'

export interface IndexedDbStorageOptions {
  /** Database name. */
  readonly name: string
  /** Default: the global indexedDB (pass fake-indexeddb's in Node tests). */
  readonly indexedDB?: IDBFactory
}

function failed(what: string, cause: unknown): ImDataError {
  return new ImDataError('STORAGE_FAILED', `IndexedDB ${what} failed`, { cause })
}

function request<T>(req: IDBRequest<T>, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(failed(what, req.error))
  })
}

function done(tx: IDBTransaction, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(failed(what, tx.error))
    tx.onabort = () => reject(failed(what, tx.error))
  })
}

export function indexedDbStorage(options: IndexedDbStorageOptions): ImStorage {
  const factory = options.indexedDB ?? (globalThis as { indexedDB?: IDBFactory }).indexedDB
  let db: Promise<IDBDatabase> | undefined

  function open(): Promise<IDBDatabase> {
    if (factory === undefined) {
      return Promise.reject(
        new ImDataError(
          'STORAGE_FAILED',
          'IndexedDB open failed: indexedDB is not available (pass options.indexedDB)',
        ),
      )
    }
    db ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(options.name, DB_VERSION)
      req.onupgradeneeded = () => {
        const database = req.result
        if (!database.objectStoreNames.contains(OUTBOX))
          database.createObjectStore(OUTBOX, { keyPath: 'clientMsgNo' })
        if (!database.objectStoreNames.contains(RECENT))
          database.createObjectStore(RECENT, { keyPath: 'key' })
      }
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(failed('open', req.error))
    }).catch((error: unknown) => {
      db = undefined // let a later call try again
      throw error
    })
    return db
  }

  async function write(store: string, what: string, fn: (s: IDBObjectStore) => void): Promise<void> {
    const database = await open()
    let tx: IDBTransaction
    try {
      tx = database.transaction(store, 'readwrite')
      fn(tx.objectStore(store))
    } catch (cause) {
      throw failed(what, cause)
    }
    await done(tx, what)
  }

  async function read<T>(store: string, what: string, fn: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const database = await open()
    let req: IDBRequest<T>
    try {
      req = fn(database.transaction(store, 'readonly').objectStore(store))
    } catch (cause) {
      throw failed(what, cause)
    }
    return request(req, what)
  }

  return {
    putOutbox: (entry) => write(OUTBOX, 'putOutbox', (s) => s.put(entry)),
    deleteOutbox: (clientMsgNo) => write(OUTBOX, 'deleteOutbox', (s) => s.delete(clientMsgNo)),
    async listOutbox() {
      const all = await read<OutboxEntry[]>(
        OUTBOX,
        'listOutbox',
        (s) => s.getAll() as IDBRequest<OutboxEntry[]>,
      )
      return all.sort(compareOutbox)
    },
    putRecentMessages: (key, messages) =>
      write(RECENT, 'putRecentMessages', (s) => s.put({ key, messages: [...messages] })),
    async recentMessages(key) {
      const row = await read<{ messages: ChatMessage[] } | undefined>(
        RECENT,
        'recentMessages',
        (s) => s.get(key) as IDBRequest<{ messages: ChatMessage[] } | undefined>,
      )
      return row?.messages ?? []
    },
    async clear() {
      await write(OUTBOX, 'clear', (s) => s.clear())
      await write(RECENT, 'clear', (s) => s.clear())
    },
    close() {
      void db?.then((database) => database.close()).catch(() => {})
      db = undefined
    },
  }
}
