import { describe, expect, it } from 'vitest'
import { enterCode, firstStep, type PayCodeMode, type PayCodeStep, resetPayInput } from './pay-code-steps'

/** Enters codes one after another from the first step; returns the last transition. */
function run(mode: PayCodeMode, codes: string[]) {
  let step: PayCodeStep = firstStep(mode)
  let last = { step } as ReturnType<typeof enterCode>
  for (const code of codes) {
    last = enterCode(mode, step, code)
    step = last.step
  }
  return last
}

describe('payment code steps (shop-spec §5)', () => {
  it('first set: no old code; new, then the same again', () => {
    expect(firstStep('set')).toEqual({ kind: 'new', oldCode: '' })
    expect(run('set', ['123456', '123456'])).toEqual({
      step: { kind: 'ready', oldCode: '', newCode: '123456' },
    })
  })

  it('change: the old code first', () => {
    expect(firstStep('change')).toEqual({ kind: 'old' })
    expect(run('change', ['123456', '654321', '654321']).step).toEqual({
      kind: 'ready',
      oldCode: '123456',
      newCode: '654321',
    })
  })

  it.each([
    ['set', ['12345a'], 'validation.payCodeFormat', 'new'],
    ['change', ['12 456'], 'validation.payCodeFormat', 'old'],
    ['change', ['123456', '123456'], 'validation.payCodeSameAsOld', 'new'],
    ['set', ['123456', '123457'], 'mismatch', 'new'],
    ['change', ['111111', '123456', '654321'], 'mismatch', 'new'],
  ] as const)('%s %o -> %s, back at %s', (mode, codes, problem, kind) => {
    const result = run(mode, [...codes])
    expect(result.problem).toBe(problem)
    expect(result.step.kind).toBe(kind)
  })

  it('a mismatch keeps the old code', () => {
    expect(run('change', ['111111', '123456', '000000']).step).toEqual({ kind: 'new', oldCode: '111111' })
  })

  it('builds the request of each mode', () => {
    expect(resetPayInput('set', '', '123456')).toEqual({ mode: 'set', newCode: '123456' })
    expect(resetPayInput('change', '1', '2')).toEqual({ mode: 'change', oldCode: '1', newCode: '2' })
  })
})
