import type { HttpMethod } from '../contract/define-endpoint.js'

/**
 * shop-spec §5/§8 duplicate submit: a POST or PUT with the same path and body as the previous
 * POST/PUT, sent within the window, is refused. Like the original app, only the last submission
 * is remembered (A, B, A is allowed), and a refused submission does not restart the window.
 * State lives in the guard instance (one per client), never in the module.
 */
export interface DuplicateSubmitGuard {
  /** Returns true when the request may go (and records it), false when it is a duplicate. */
  admit(method: HttpMethod, path: string, body: unknown): boolean
}

export interface DuplicateSubmitGuardOptions {
  windowMs: number
  now: () => number
}

const GUARDED_METHODS: readonly HttpMethod[] = ['POST', 'PUT']

export function createDuplicateSubmitGuard(options: DuplicateSubmitGuardOptions): DuplicateSubmitGuard {
  let last: { key: string; at: number } | undefined
  return {
    admit(method, path, body) {
      if (!GUARDED_METHODS.includes(method)) return true
      const key = `${method} ${path} ${stableBodyKey(body)}`
      const at = options.now()
      if (last && last.key === key && at - last.at < options.windowMs) return false
      last = { key, at }
      return true
    },
  }
}

/** A canonical text of a body: object keys sorted, files described by name, type and size. */
export function stableBodyKey(value: unknown): string {
  return JSON.stringify(canonical(value)) ?? 'undefined'
}

function canonical(value: unknown): unknown {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const name = typeof File !== 'undefined' && value instanceof File ? value.name : ''
    const modified = typeof File !== 'undefined' && value instanceof File ? value.lastModified : 0
    return `blob:${name}:${value.type}:${value.size}:${modified}`
  }
  if (Array.isArray(value)) return value.map(canonical)
  if (value instanceof Date) return value.toISOString()
  if (value !== null && typeof value === 'object') {
    const sorted: Record<string, unknown> = {}
    for (const key of Object.keys(value).sort())
      sorted[key] = canonical((value as Record<string, unknown>)[key])
    return sorted
  }
  return value
}
