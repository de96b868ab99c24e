import { API_CODE, fail } from '@crossmart/api-client'
import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { FALLBACK_LANGUAGE } from '../i18n/languages'
import { translate, translateValidation } from '../i18n/translator'
import { errorText } from '../observability/error-text'
import type { ServerMetrics } from '../observability/server-metrics'
import type { AppEnv } from './app-env'
import { isClientAbort } from './client-abort'
import type { Logger } from './logger'
import { BadJsonError, RefusalError, RequestValidationError } from './refusal-error'

/**
 * Turns every thrown error into the `{ code, msg, data }` envelope in the request's language.
 * Expected refusals keep their message; anything else is logged and answered with a generic text,
 * never a stack trace (README "Responses").
 */
export function createErrorHandler(
  logger: Logger,
  metrics?: Pick<ServerMetrics, 'refused' | 'unhandledError'>,
): ErrorHandler<AppEnv> {
  return (error, c) => {
    const lang = c.get('lang') ?? FALLBACK_LANGUAGE
    if (error instanceof RefusalError) {
      // Server README "Metrics": refusals by code; wrong logins and lockouts are counted from these.
      metrics?.refused(error.code)
      return c.json(fail(error.apiCode, translate(lang, error.code, error.params)), error.httpStatus)
    }
    if (error instanceof RequestValidationError) {
      // One message per distinct rule, in order: "The password must be at least 6 characters; ..."
      const messages = [...new Set(error.issues.map((issue) => translateValidation(lang, issue.messageKey)))]
      return c.json(
        {
          code: API_CODE.validation,
          msg: messages.join('; '),
          data: { issues: error.issues.map(({ path, messageKey }) => ({ path, messageKey })) },
        },
        200,
      )
    }
    if (error instanceof BadJsonError) {
      return c.json(fail(API_CODE.validation, translate(lang, 'request.badJson')), 200)
    }
    if (error instanceof HTTPException) {
      if (error.status === 413)
        return c.json(fail(API_CODE.validation, translate(lang, 'request.tooLarge')), 413)
      // Other HTTPExceptions come from Hono itself (e.g. a malformed multipart body): the client's fault.
      logger.warn('request refused', { path: c.req.path, status: error.status, message: error.message })
      return c.json(
        fail(API_CODE.failure, translate(lang, 'request.invalid', { detail: error.message })),
        200,
      )
    }
    if (isClientAbort(error, c.req.raw)) {
      // Issue #45: the client went away before its body arrived: a client error, never counted or
      // listed as ours (anyone could flush the status page's errors and trip 500-rate alerts).
      logger.info('request body aborted by the client', { method: c.req.method, path: c.req.path })
      return c.json(fail(API_CODE.failure, translate(lang, 'request.invalid', { detail: 'aborted' })), 400)
    }
    metrics?.unhandledError()
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: errorText(error),
      stack: error instanceof Error ? error.stack : undefined,
    })
    return c.json(fail(API_CODE.failure, translate(lang, 'server.error')), 500)
  }
}

/** Unknown API paths: an envelope, not Hono's plain-text 404. */
export function apiNotFound(c: Context<AppEnv>): Response {
  return c.json(
    fail(API_CODE.notFound, translate(c.get('lang') ?? FALLBACK_LANGUAGE, 'request.notFound')),
    404,
  )
}
