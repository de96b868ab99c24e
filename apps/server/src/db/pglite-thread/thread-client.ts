import { Worker } from 'node:worker_threads'
import type { QueryOptions, Results } from '@electric-sql/pglite'
import {
  errorFromWire,
  PgliteThreadClosedError,
  PgliteThreadDiedError,
  PgliteThreadUnsupportedError,
} from './errors'
import type { WireField, WireResults, WorkerMessage, WorkerRequest } from './protocol'
import { pgliteWorkerFile } from './worker-file'

/** What runs PGlite: the real worker by default; tests inject one to watch or stop it. */
export type SpawnPgliteWorker = (dataDir: string | undefined) => Worker

export const spawnPgliteWorker: SpawnPgliteWorker = (dataDir) =>
  new Worker(pgliteWorkerFile(), { workerData: { dataDir } })

/** The part of PGlite's query interface `drizzle-orm/pglite` uses, inside or outside a transaction. */
export interface PgliteThreadQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
  exec(sql: string, options?: QueryOptions): Promise<Results[]>
}

export interface PgliteThreadTransaction extends PgliteThreadQueries {
  /** True once the transaction has committed or rolled back: further queries are refused. */
  readonly closed: boolean
}

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never

interface Pending {
  resolve(result: unknown): void
  reject(error: Error): void
  query: { sql: string; params: unknown } | undefined
}

/**
 * PGlite on a worker thread, behind the subset of PGlite's client interface that Drizzle's PGlite
 * driver calls (server README "PGlite on its own thread"): `query` (row modes, type parsers),
 * `exec`, `transaction` and `close`. Each call is one `postMessage` each way. Parsers are functions
 * and stay on this thread: the worker returns the raw text of their types and they run here, as
 * PGlite would have run them. A transaction is held open in the worker, with PGlite's transaction
 * lock, until its callback here settles; meanwhile other queries wait in the worker as they would
 * in-process. If the thread dies, every pending and later request rejects with `PgliteThreadDiedError`.
 */
export class PgliteThreadClient implements PgliteThreadQueries {
  readonly #worker: Worker
  readonly #pending = new Map<number, Pending>()
  #nextId = 1
  #nextTx = 1
  #ended: Error | undefined
  #closing: Promise<void> | undefined

  private constructor(worker: Worker) {
    this.#worker = worker
    // Idle, the thread does not keep the process alive; a request in flight does (see #send).
    worker.unref()
  }

  /** Starts the worker and resolves once PGlite is open in it (or rejects with why it is not). */
  static async open(dataDir: string | undefined, spawn: SpawnPgliteWorker = spawnPgliteWorker) {
    const worker = spawn(dataDir)
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: WorkerMessage) => {
        if (message.kind === 'ready') settle(undefined)
        else if (message.kind === 'failed') settle(errorFromWire(message.error))
      }
      const onError = (error: Error) => settle(error)
      const onExit = (code: number) => settle(new PgliteThreadDiedError(`exit code ${code} while opening`))
      const settle = (error: Error | undefined) => {
        worker.off('message', onMessage).off('error', onError).off('exit', onExit)
        if (error) {
          void worker.terminate()
          reject(error)
        } else resolve()
      }
      worker.on('message', onMessage).on('error', onError).on('exit', onExit)
    })
    const client = new PgliteThreadClient(worker)
    client.#listen()
    return client
  }

  #listen(): void {
    let failure: Error | undefined
    this.#worker.on('message', (message: WorkerMessage) => {
      if (message.kind !== 'reply') return
      const pending = this.#pending.get(message.id)
      if (!pending) return
      this.#pending.delete(message.id)
      if (this.#pending.size === 0) this.#worker.unref()
      if (message.ok) pending.resolve(message.result)
      else pending.reject(errorFromWire(message.error, pending.query))
    })
    this.#worker.on('error', (error) => {
      failure = error
    })
    this.#worker.on('exit', (code) => {
      const error =
        this.#closing !== undefined
          ? new PgliteThreadClosedError()
          : new PgliteThreadDiedError(failure ? failure.message : `exit code ${code}`, { cause: failure })
      this.#ended ??= error
      for (const pending of this.#pending.values()) pending.reject(error)
      this.#pending.clear()
    })
  }

  #send<T>(request: Request, query?: { sql: string; params: unknown }): Promise<T> {
    if (this.#ended) return Promise.reject(this.#ended)
    if (this.#closing && request.op !== 'close') return Promise.reject(new PgliteThreadClosedError())
    const id = this.#nextId++
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref()
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject, query })
      this.#worker.postMessage({ ...request, id })
    })
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query(sql, params, options, undefined)
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(sql, options, undefined)
  }

  async #query<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx: number | undefined,
  ) {
    refuseUnsupported(options)
    const parsers = options?.parsers
    const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined
    const wire = await this.#send<WireResults>(
      {
        op: 'query',
        sql,
        params,
        rowMode: options?.rowMode,
        paramTypes: options?.paramTypes,
        textTypes,
        tx,
      },
      { sql, params },
    )
    if (parsers) applyParsers(wire, parsers, options?.rowMode ?? 'object')
    return wire as unknown as Results<T>
  }

  async #exec(sql: string, options: QueryOptions | undefined, tx: number | undefined): Promise<Results[]> {
    refuseUnsupported(options)
    if (options?.parsers || options?.rowMode) throw new PgliteThreadUnsupportedError('exec options')
    return this.#send<Results[]>({ op: 'exec', sql, tx }, { sql, params: undefined })
  }

  /**
   * Runs `fn` in one database transaction: committed when `fn` resolves, rolled back when it throws
   * (the error is rethrown). As with PGlite, COMMIT of a transaction a failed statement aborted
   * rolls back and rejects (code 25P02).
   */
  async transaction<T>(fn: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTx++
    await this.#send({ op: 'begin', tx: id })
    let closed = false
    const refuseIfClosed = () => {
      if (closed) throw new Error('this transaction is already committed or rolled back')
    }
    const tx: PgliteThreadTransaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        refuseIfClosed()
        return this.#query<R>(sql, params, options, id)
      },
      exec: async (sql: string, options?: QueryOptions) => {
        refuseIfClosed()
        return this.#exec(sql, options, id)
      },
      get closed() {
        return closed
      },
    }
    let result: T
    try {
      result = await fn(tx)
    } catch (error) {
      closed = true
      await this.#send({ op: 'end', tx: id, commit: false })
      throw error
    }
    closed = true
    await this.#send({ op: 'end', tx: id, commit: true })
    return result
  }

  /** PGlite's dumpDataDir (gzipped tar of the data folder), taken in the worker between statements. */
  async dumpDataDir(): Promise<Blob> {
    const bytes = (await this.#send({ op: 'dump' })) as Uint8Array
    return new Blob([bytes as Uint8Array<ArrayBuffer>])
  }

  /** Closes PGlite in the worker (flushing its files) and stops the thread; later requests reject. */
  close(): Promise<void> {
    this.#closing ??= this.#closeWorker()
    return this.#closing
  }

  async #closeWorker(): Promise<void> {
    try {
      if (!this.#ended) await this.#send({ op: 'close' })
    } finally {
      this.#ended ??= new PgliteThreadClosedError()
      await this.#worker.terminate()
    }
  }
}

function refuseUnsupported(options: QueryOptions | undefined): void {
  if (!options) return
  if (options.serializers) throw new PgliteThreadUnsupportedError('serializers')
  if (options.blob) throw new PgliteThreadUnsupportedError('blob')
  if (options.onNotice) throw new PgliteThreadUnsupportedError('onNotice')
}

/** Runs the caller's parsers on the columns the worker left as text, as PGlite's `parseType` does. */
function applyParsers(
  wire: WireResults,
  parsers: NonNullable<QueryOptions['parsers']>,
  rowMode: 'array' | 'object',
) {
  const parsed: { index: number; field: WireField; parse: (value: string, typeId?: number) => unknown }[] = []
  wire.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID]
    if (parse) parsed.push({ index, field, parse })
  })
  if (parsed.length === 0) return
  if (rowMode === 'array') {
    for (const row of wire.rows as unknown[][]) {
      for (const { index, field, parse } of parsed) {
        const value = row[index]
        if (value !== null) row[index] = parse(value as string, field.dataTypeID)
      }
    }
    return
  }
  // Object rows keep the last column of a repeated name, as PGlite's do: parse only that one.
  const lastIndexOf = new Map(wire.fields.map((field, index) => [field.name, index]))
  const owned = parsed.filter(({ index, field }) => lastIndexOf.get(field.name) === index)
  for (const row of wire.rows as Record<string, unknown>[]) {
    for (const { field, parse } of owned) {
      const value = row[field.name]
      if (value !== null && value !== undefined) row[field.name] = parse(value as string, field.dataTypeID)
    }
  }
}
