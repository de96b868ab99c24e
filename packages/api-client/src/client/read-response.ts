import * as z from 'zod/mini'
import { HTTP_UNAUTHORIZED, SUCCESS_CODE } from '../contract/constants.js'
import type { Endpoint } from '../contract/define-endpoint.js'
import { envelopeSchema } from '../contract/envelope.js'
import { formatPath, parseResponse } from '../contract/parse.js'
import { ApiContractError, ApiError, ApiHttpError, ApiUnauthorizedError } from './errors.js'

export interface ReadResponseOptions {
  validate: boolean
  onUnauthorized: (error: ApiUnauthorizedError) => void
}

async function readJson(
  response: Response,
): Promise<{ ok: true; value: unknown } | { ok: false; cause: unknown }> {
  try {
    const text = await response.text()
    return { ok: true, value: JSON.parse(text) }
  } catch (cause) {
    return { ok: false, cause }
  }
}

function messageOf(body: unknown): string {
  if (body !== null && typeof body === 'object' && 'msg' in body && typeof body.msg === 'string')
    return body.msg
  return ''
}

/**
 * shop-spec §7/§8: HTTP 401 -> ApiUnauthorizedError (+ hook); other non-2xx -> ApiHttpError;
 * not an envelope -> ApiContractError; code 401 -> unauthorized; code != 1 -> ApiError;
 * then `data` is checked against the endpoint's response schema (the guard).
 */
export async function readResponse(endpoint: Endpoint, response: Response, options: ReadResponseOptions) {
  const body = await readJson(response)
  if (response.status === HTTP_UNAUTHORIZED) {
    throw unauthorized(endpoint, body.ok ? messageOf(body.value) : '', options)
  }
  if (!response.ok) throw new ApiHttpError(response.status, endpoint.path)
  if (!body.ok) {
    throw new ApiContractError(endpoint.path, [{ field: 'body', problem: 'not JSON' }], body.cause)
  }
  const envelope = z.safeParse(envelopeSchema, body.value)
  if (!envelope.success) {
    throw new ApiContractError(
      endpoint.path,
      envelope.error.issues.map((issue) => ({
        field: formatPath(issue.path) || 'body',
        problem: issue.message,
      })),
    )
  }
  const { code, msg, data } = envelope.data
  if (code === HTTP_UNAUTHORIZED) throw unauthorized(endpoint, msg, options)
  if (code !== SUCCESS_CODE) throw new ApiError(code, msg, endpoint.path)
  if (!options.validate) return data
  const checked = parseResponse(endpoint, data)
  if (!checked.ok) throw new ApiContractError(endpoint.path, checked.issues)
  return checked.data
}

function unauthorized(endpoint: Endpoint, msg: string, options: ReadResponseOptions): ApiUnauthorizedError {
  const error = new ApiUnauthorizedError(msg, endpoint.path)
  options.onUnauthorized(error)
  return error
}
