import * as z from 'zod/mini'
import type { Endpoint, EndpointParsedRequest, EndpointResponse } from './define-endpoint.js'
import { findInputProblems } from './limits.js'
import type { ValidationMessageKey } from './message-keys.js'

/** One failed rule: where (dotted path, '' for the whole input) and which message key. */
export interface ValidationIssue {
  path: string
  messageKey: ValidationMessageKey
  /** zod's issue code (invalid_type, too_small, custom, ...), for logs. */
  code: string
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: ValidationIssue[] }

export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.')
}

/**
 * Whether a zod issue's message is one of our rules' keys. The contract sets every rule's message
 * through `key()` (fields.ts), typed `ValidationMessageKey`, and zod's own messages ("Invalid
 * input: ...") never start with `validation.`, so the prefix tells them apart as the key list
 * would (`message-keys.test.ts` checks every key the contract's sources name is listed). Not
 * reading `VALIDATION_MESSAGE_KEYS` here keeps the list out of the shop's first download: the
 * client's pre-send check runs on /home (0.4 KB gz, shop README "Performance budget").
 */
function isRuleMessage(message: string): message is ValidationMessageKey {
  return message.startsWith('validation.')
}

/** Maps zod issues to message keys; an issue without one of ours falls back to 'validation.invalid'. */
export function toValidationIssues(issues: readonly z.core.$ZodIssue[]): ValidationIssue[] {
  return issues.map((issue) => ({
    path: formatPath(issue.path),
    messageKey: isRuleMessage(issue.message) ? issue.message : 'validation.invalid',
    code: issue.code,
  }))
}

/**
 * `z.safeParse` that never throws (undefined when zod threw). zod runs a length check even on a
 * value whose type check already failed when it has a `length` property, and comparing an object
 * without a prototype there throws "Cannot convert object to primitive value" (the contract fuzz
 * found `{"orderIds": {"length": <null-prototype object>}}`). Such input is invalid, never a crash
 * (a 500 on the server).
 */
function parseWithoutThrowing<T extends z.core.$ZodType>(schema: T, value: unknown) {
  try {
    return z.safeParse(schema, value)
  } catch {
    return undefined
  }
}

/** The one issue of an input zod could not even inspect. */
const UNREADABLE_INPUT: ValidationIssue = { path: '', messageKey: 'validation.invalid', code: 'invalid_type' }

/**
 * Validates a request value (an object, or nothing) against its endpoint: the client's pre-send
 * check and the forms' rules. Raw query text is the server's business (`parseRequest`), so the
 * query decoder stays out of the app's first download.
 */
export function validateRequest<E extends Endpoint>(
  endpoint: E,
  input: unknown,
): ParseResult<EndpointParsedRequest<E>> {
  // An absent query or body is an empty one: endpoints whose fields are all optional accept it.
  const value = input === undefined || input === null ? {} : input
  // Bounds no endpoint relaxes (NUL in text, huge arrays, deep nesting): refused before the schema.
  const problems = findInputProblems(value)
  if (problems.length > 0) return { ok: false, issues: problems }
  const result = parseWithoutThrowing(endpoint.request, value)
  if (!result) return { ok: false, issues: [UNREADABLE_INPUT] }
  if (result.success) return { ok: true, data: result.data as EndpointParsedRequest<E> }
  return { ok: false, issues: toValidationIssues(result.error.issues) }
}

/** Describes why a response `data` breaks the contract: path in the data and what was expected. */
export interface ContractIssue {
  /** e.g. 'data.list.0.priceCents' */
  field: string
  problem: string
}

export function parseResponse<E extends Endpoint>(
  endpoint: E,
  data: unknown,
): { ok: true; data: EndpointResponse<E> } | { ok: false; issues: ContractIssue[] } {
  const result = parseWithoutThrowing(endpoint.response, data)
  if (!result) return { ok: false, issues: [{ field: 'data', problem: 'unreadable value' }] }
  if (result.success) return { ok: true, data: result.data as EndpointResponse<E> }
  return {
    ok: false,
    issues: result.error.issues.map((issue) => ({
      field: formatPath(['data', ...issue.path]),
      problem: issue.message,
    })),
  }
}
