import { CodedError } from '../coded-error.js'

/**
 * Typed errors of the data layer (CONVENTIONS.md 7): a stable `code`, the failing callback's name
 * where one is involved, and the original error as `cause`. A missing callback throws the
 * runtime's `MissingCallbackError` (code `MISSING_CALLBACK`, chat-spec §5).
 */

export type ImDataErrorCode =
  /** Caller input the data layer cannot use (a bad channel, content, id ...). */
  | 'INVALID_ARGUMENT'
  /** `contents.register()` (ContentRegistry) for a type that already has a definition. */
  | 'CONTENT_TYPE_REGISTERED'
  /** A provider callback rejected or threw. */
  | 'CALLBACK_FAILED'
  /** A provider callback resolved with something that is not the documented shape. */
  | 'INVALID_CALLBACK_RESULT'
  /** No live upload task with that id (finished tasks are released). */
  | 'UPLOAD_NOT_FOUND'
  /** e.g. resume() on a task that is not suspended. */
  | 'INVALID_UPLOAD_TRANSITION'
  /** The storage backend (IndexedDB ...) failed. */
  | 'STORAGE_FAILED'

export class ImDataError extends CodedError<ImDataErrorCode> {
  override readonly name: string = 'ImDataError'
}

/** A provider callback failed; `callback` names it (e.g. "syncMessages"). */
export class CallbackFailedError extends ImDataError {
  override readonly name = 'CallbackFailedError'
  readonly callback: string

  constructor(callback: string, cause: unknown) {
    super('CALLBACK_FAILED', `the "${callback}" callback failed`, { cause })
    this.callback = callback
  }
}

/** A provider callback resolved with a value of the wrong shape. */
export class InvalidCallbackResultError extends ImDataError {
  override readonly name = 'InvalidCallbackResultError'
  readonly callback: string

  constructor(callback: string, detail: string) {
    super('INVALID_CALLBACK_RESULT', `the "${callback}" callback returned ${detail}`)
    this.callback = callback
  }
}

export function invalidArgument(message: string): ImDataError {
  return new ImDataError('INVALID_ARGUMENT', message)
}
