import { describe, expect, it } from 'vitest'
import { DUPLICATE_SUBMIT_WINDOW_MS } from '../contract/constants.js'
import { createDuplicateSubmitGuard } from './duplicate-guard.js'

type Step = [at: number, method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, admitted: boolean]

describe('duplicate-submit guard (fake clock)', () => {
  it.each<[string, Step[]]>([
    [
      'identical POST inside the window',
      [
        [0, 'POST', '/a', { x: 1 }, true],
        [999, 'POST', '/a', { x: 1 }, false],
      ],
    ],
    [
      'identical POST at the window edge',
      [
        [0, 'POST', '/a', { x: 1 }, true],
        [1000, 'POST', '/a', { x: 1 }, true],
      ],
    ],
    [
      'identical PUT inside the window',
      [
        [0, 'PUT', '/a', { x: 1 }, true],
        [10, 'PUT', '/a', { x: 1 }, false],
      ],
    ],
    [
      'GET never guarded',
      [
        [0, 'GET', '/a', { x: 1 }, true],
        [1, 'GET', '/a', { x: 1 }, true],
      ],
    ],
    [
      'other body',
      [
        [0, 'POST', '/a', { x: 1 }, true],
        [1, 'POST', '/a', { x: 2 }, true],
      ],
    ],
    [
      'other path',
      [
        [0, 'POST', '/a', { x: 1 }, true],
        [1, 'POST', '/b', { x: 1 }, true],
      ],
    ],
    [
      'a refused repeat does not extend the window',
      [
        [0, 'POST', '/a', {}, true],
        [900, 'POST', '/a', {}, false],
        [1000, 'POST', '/a', {}, true],
      ],
    ],
    [
      'only the previous submission counts (A, B, A)',
      [
        [0, 'POST', '/a', {}, true],
        [1, 'POST', '/b', {}, true],
        [2, 'POST', '/a', {}, true],
      ],
    ],
    [
      'key order does not matter',
      [
        [0, 'POST', '/a', { a: 1, b: 2 }, true],
        [1, 'POST', '/a', { b: 2, a: 1 }, false],
      ],
    ],
  ])('%s', (_name, steps) => {
    let now = 0
    const guard = createDuplicateSubmitGuard({ windowMs: DUPLICATE_SUBMIT_WINDOW_MS, now: () => now })
    for (const [at, method, path, body, admitted] of steps) {
      now = at
      expect(guard.admit(method, path, body), `${method} ${path} at ${at}`).toBe(admitted)
    }
  })
})
