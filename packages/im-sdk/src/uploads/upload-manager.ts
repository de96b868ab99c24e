/**
 * Upload tasks (chat-spec §3 "Upload task" statuses wait, success, processing, fail, suspend,
 * cancel; §4 "with an upload task, when the upload succeeds the message is then sent"; §7 "message
 * upload task" callback). A task runs the app's upload callback with an AbortSignal and a progress
 * function. suspend() aborts the running attempt and resume() starts a new one; cancel() aborts for
 * good. On success the content gets the uploaded URL (the content type's withUpload) and the
 * message is sent; on failure or cancel the message becomes fail. Finished tasks are released.
 */

import {
  CallbackFailedError,
  ImDataError,
  InvalidCallbackResultError,
  invalidArgument,
} from '../callbacks/errors.js'
import type { DataCallbacks } from '../callbacks/types.js'
import type { MessageContent } from '../chat/message.js'
import { MissingCallbackError } from '../client-errors.js'
import type { UploadResult } from '../content/builtin.js'
import type { ChatMessage } from '../messages/model.js'

/** chat-spec §3 upload task statuses. */
export type UploadStatus = 'wait' | 'processing' | 'success' | 'fail' | 'suspend' | 'cancel'

export interface UploadTask {
  readonly id: string
  readonly message: ChatMessage
  readonly status: UploadStatus
  /** Bytes uploaded so far / in total, as reported by the callback (0 until it reports). */
  readonly loaded: number
  readonly total: number
  /** 0 to 1. */
  readonly progress: number
  /** Why the task failed (status fail). */
  readonly error?: Error
}

export interface UploadManager {
  /** Starts uploading `file` for `message` (status wait, content without url). */
  start(message: ChatMessage, file: unknown): UploadTask
  suspend(id: string): UploadTask
  resume(id: string): UploadTask
  cancel(id: string): UploadTask
  get(id: string): UploadTask | undefined
  /** Tasks not finished yet. */
  list(): UploadTask[]
  clear(): void
}

export interface UploadManagerDeps {
  readonly callbacks: DataCallbacks
  readonly withUpload: (content: MessageContent, upload: UploadResult) => MessageContent
  /** Sends the message with its final content (keeps the clientMsgNo). */
  readonly send: (message: ChatMessage, content: MessageContent) => void
  /** The message did not get sent (upload failed or cancelled): mark it fail. */
  readonly onMessageFail: (message: ChatMessage) => void
  /** Every status and progress change. */
  readonly onTask: (task: UploadTask) => void
}

interface Entry {
  task: UploadTask
  readonly file: unknown
  attempt: number
  controller: AbortController | undefined
}

/** Which transitions each operation allows (CONVENTIONS.md 6: one explicit state). */
const ALLOWED: Record<'suspend' | 'resume' | 'cancel', readonly UploadStatus[]> = {
  suspend: ['wait', 'processing'],
  resume: ['suspend'],
  cancel: ['wait', 'processing', 'suspend'],
}

export function createUploadManager(deps: UploadManagerDeps): UploadManager {
  const tasks = new Map<string, Entry>()

  function set(entry: Entry, patch: Partial<UploadTask>): UploadTask {
    entry.task = { ...entry.task, ...patch }
    if (isFinished(entry.task.status)) tasks.delete(entry.task.id)
    deps.onTask(entry.task)
    return entry.task
  }

  function run(entry: Entry): void {
    const callback = deps.callbacks.messageUploadTask
    if (callback === undefined) return
    entry.attempt += 1
    const attempt = entry.attempt
    const controller = new AbortController()
    entry.controller = controller
    const current = (): boolean => entry.attempt === attempt && entry.task.status === 'processing'
    set(entry, { status: 'processing' })
    let promise: Promise<UploadResult>
    try {
      promise = Promise.resolve(
        callback({
          taskId: entry.task.id,
          message: entry.task.message,
          file: entry.file,
          signal: controller.signal,
          resumeFrom: entry.task.loaded,
          onProgress: (loaded, total) => {
            if (!current() || !(Number.isFinite(loaded) && Number.isFinite(total))) return
            const progress = total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0
            set(entry, { loaded, total, progress })
          },
        }),
      )
    } catch (cause) {
      promise = Promise.reject(cause)
    }
    promise.then(
      (result) => {
        if (!current()) return
        if (typeof result?.url !== 'string' || result.url === '') {
          fail(entry, new InvalidCallbackResultError('messageUploadTask', 'no url'))
          return
        }
        let content: MessageContent
        try {
          content = deps.withUpload(entry.task.message.content, result)
        } catch (error) {
          fail(entry, error as Error)
          return
        }
        const message = { ...entry.task.message, content }
        set(entry, { status: 'success', message, progress: 1 })
        deps.send(message, content)
      },
      (cause: unknown) => {
        // An aborted attempt (suspend/cancel) rejects too: only the current one counts.
        if (!current()) return
        fail(entry, new CallbackFailedError('messageUploadTask', cause))
      },
    )
  }

  function fail(entry: Entry, error: Error): void {
    const message: ChatMessage = { ...entry.task.message, status: 'fail' }
    set(entry, { status: 'fail', error, message })
    deps.onMessageFail(message)
  }

  function entryOf(id: string, operation: keyof typeof ALLOWED): Entry {
    const entry = tasks.get(id)
    if (entry === undefined) throw new ImDataError('UPLOAD_NOT_FOUND', `no running upload task "${id}"`)
    if (!ALLOWED[operation].includes(entry.task.status)) {
      throw new ImDataError(
        'INVALID_UPLOAD_TRANSITION',
        `cannot ${operation} a task that is ${entry.task.status}`,
      )
    }
    return entry
  }

  return {
    start(message, file) {
      if (typeof deps.callbacks.messageUploadTask !== 'function')
        throw new MissingCallbackError('messageUploadTask')
      const id = message.clientMsgNo
      if (tasks.has(id)) throw invalidArgument(`an upload task for "${id}" is already running`)
      const entry: Entry = {
        task: { id, message, status: 'wait', loaded: 0, total: 0, progress: 0 },
        file,
        attempt: 0,
        controller: undefined,
      }
      tasks.set(id, entry)
      deps.onTask(entry.task)
      run(entry)
      return entry.task
    },
    suspend(id) {
      const entry = entryOf(id, 'suspend')
      const task = set(entry, { status: 'suspend' })
      entry.controller?.abort()
      return task
    },
    resume(id) {
      const entry = entryOf(id, 'resume')
      run(entry)
      return entry.task
    },
    cancel(id) {
      const entry = entryOf(id, 'cancel')
      const message: ChatMessage = { ...entry.task.message, status: 'fail' }
      const task = set(entry, { status: 'cancel', message })
      entry.controller?.abort()
      deps.onMessageFail(message)
      return task
    },
    get: (id) => tasks.get(id)?.task,
    list: () => [...tasks.values()].map((e) => e.task),
    clear() {
      for (const entry of tasks.values()) {
        entry.attempt += 1
        entry.controller?.abort()
      }
      tasks.clear()
    },
  }
}

function isFinished(status: UploadStatus): boolean {
  return status === 'success' || status === 'fail' || status === 'cancel'
}
