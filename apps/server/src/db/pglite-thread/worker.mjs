// The PGlite worker thread (server README "PGlite on its own thread"): owns the real PGlite and
// answers the requests of `PgliteThreadClient` (thread-client.ts), so the database's WASM runs on a
// second core instead of the server's event loop. Plain JavaScript so the same file runs under tsx,
// vitest and the bundled server without a loader; the wire format is `protocol.ts`.
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_EXTENSIONS } from '../pglite-extensions.mjs'

const port = parentPort
if (!port) throw new Error('worker.mjs runs only as a worker thread')

/** Returns the column text as PostgreSQL sent it; the main thread applies the caller's parser. */
const passText = (value) => value

/** Thrown inside a held transaction's callback so PGlite rolls it back; never leaves the worker. */
const ROLLBACK = Symbol('rollback requested by the main thread')

/**
 * An error as plain data: functions and class prototypes cannot cross threads, so the fields callers
 * read (PostgreSQL's `code`, `constraint`, `detail`...) are copied one by one.
 */
function describeError(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {}, database: false }
  const fields = {}
  for (const [key, value] of Object.entries(error)) {
    if (key === 'query' || key === 'params' || key === 'queryOptions') continue
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value
  }
  // PGlite's DatabaseError keeps the protocol message kind in `name` ('error') and has `severity`.
  const database = 'severity' in error && 'code' in error
  return { name: error.name, message: error.message, stack: error.stack, fields, database }
}

function toWire(results) {
  const wire = { rows: results.rows, fields: results.fields, affectedRows: results.affectedRows }
  if (results.rowCount !== undefined) wire.rowCount = results.rowCount
  if (results.command !== undefined) wire.command = results.command
  return wire
}

function queryOptions(request) {
  const options = {}
  if (request.rowMode) options.rowMode = request.rowMode
  if (request.paramTypes) options.paramTypes = request.paramTypes
  if (request.textTypes) {
    options.parsers = {}
    for (const oid of request.textTypes) options.parsers[oid] = passText
  }
  return options
}

async function main() {
  let pg
  try {
    const options = { extensions: PGLITE_EXTENSIONS }
    pg =
      workerData.dataDir === undefined
        ? await PGlite.create(options)
        : await PGlite.create(workerData.dataDir, options)
  } catch (error) {
    port.postMessage({ kind: 'failed', error: describeError(error) })
    return
  }

  /** Transactions the main thread holds open: id -> the PGlite transaction and how to end it. */
  const held = new Map()

  const executorFor = (txId) => {
    if (txId === undefined) return pg
    const entry = held.get(txId)
    if (!entry) throw new Error(`transaction ${txId} is not open`)
    return entry.tx
  }

  function begin(txId) {
    return new Promise((begun, failed) => {
      const entry = { tx: undefined, commit: undefined, rollback: undefined, done: undefined }
      entry.done = pg
        .transaction(
          (tx) =>
            new Promise((commit, rollback) => {
              entry.tx = tx
              entry.commit = commit
              entry.rollback = () => rollback(ROLLBACK)
              held.set(txId, entry)
              begun(null)
            }),
        )
        .catch((error) => {
          if (error !== ROLLBACK) throw error
        })
        .finally(() => held.delete(txId))
      // BEGIN itself failed: the callback never ran.
      entry.done.catch(failed)
    })
  }

  function end(txId, commit) {
    const entry = held.get(txId)
    if (!entry) throw new Error(`transaction ${txId} is not open`)
    if (commit) entry.commit()
    else entry.rollback()
    return entry.done.then(() => null)
  }

  async function handle(request) {
    switch (request.op) {
      case 'query':
        return toWire(await executorFor(request.tx).query(request.sql, request.params, queryOptions(request)))
      case 'exec':
        return (await executorFor(request.tx).exec(request.sql)).map(toWire)
      case 'begin':
        return begin(request.tx)
      case 'end':
        return end(request.tx, request.commit)
      case 'close':
        await pg.close()
        return null
      case 'dump':
        return new Uint8Array(await (await pg.dumpDataDir('gzip')).arrayBuffer())
      default:
        throw new Error(`unknown request ${String(request.op)}`)
    }
  }

  const fail = (id, error) => port.postMessage({ kind: 'reply', id, ok: false, error: describeError(error) })
  const succeed = (id, result) => {
    try {
      port.postMessage({ kind: 'reply', id, ok: true, result })
    } catch (error) {
      // A value structured clone cannot copy must not leave the caller waiting forever.
      fail(id, error)
    }
  }

  port.on('message', (request) => {
    // Not awaited in turn: PGlite's own mutexes order the queries as they do in-process, and a query
    // outside a held transaction must be able to wait behind it.
    Promise.resolve()
      .then(() => handle(request))
      .then(
        (result) => succeed(request.id, result),
        (error) => fail(request.id, error),
      )
  })
  port.postMessage({ kind: 'ready' })
}

await main()
