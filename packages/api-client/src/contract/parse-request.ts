import type { Endpoint, EndpointParsedRequest } from './define-endpoint.js'
import { type ParseResult, validateRequest } from './parse.js'
import { decodeQuery } from './query-decode.js'

/**
 * Validates a request against its endpoint: the server's single entry point. For query endpoints a
 * raw query string or URLSearchParams is decoded first; anything else is validated as it is
 * (`validateRequest`, which the client uses).
 */
export function parseRequest<E extends Endpoint>(
  endpoint: E,
  input: unknown,
): ParseResult<EndpointParsedRequest<E>> {
  const isQueryText = typeof input === 'string' || input instanceof URLSearchParams
  return validateRequest(endpoint, endpoint.encoding === 'query' && isQueryText ? decodeQuery(input) : input)
}
