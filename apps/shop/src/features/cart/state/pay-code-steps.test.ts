import { describe, expect, it } from 'vitest'
import {
  enterCode,
  firstStep,
  oldCodeAccepted,
  type PayCodeMode,
  type PayCodeStep,
  resetPayInput,
} from './pay-code-steps'

/**
 * Enters codes one after another from the first step; returns the last transition. The server's
 * check of the current code is taken as passed (`oldCodeAccepted`), as the screen does on its answer.
 */
function run(mode: PayCodeMode, codes: string[]) {
  let step: PayCodeStep = firstStep(mode)
  let last = { step } as ReturnType<typeof enterCode>
  for (const code of codes) {
    last = enterCode(mode, step, code)
    step = last.step.kind === 'checkOld' ? oldCodeAccepted(last.step) : last.step
  }
  return { ...last, step }
}

describe('payment code steps (shop-spec §5, issue #46)', () => {
  it('first set: no old code; new, then the same again', () => {
    expect(firstStep('set')).toEqual({ kind: 'new', oldCode: '' })
    expect(run('set', ['246810', '246810'])).toEqual({
      step: { kind: 'ready', oldCode: '', newCode: '246810' },
    })
  })

  it('change: the current code first, checked by the server before the new one is asked', () => {
    expect(firstStep('change')).toEqual({ kind: 'old' })
    expect(enterCode('change', { kind: 'old' }, '123456')).toEqual({
      step: { kind: 'checkOld', oldCode: '123456' },
    })
    // Typing while it is checked changes nothing.
    expect(enterCode('change', { kind: 'checkOld', oldCode: '123456' }, '999999').step.kind).toBe('checkOld')
    expect(oldCodeAccepted({ kind: 'checkOld', oldCode: '123456' })).toEqual({
      kind: 'new',
      oldCode: '123456',
    })
    // A trivial current code (the demo's 123456) is still the current one: typed, not judged.
    expect(run('change', ['123456', '258147', '258147']).step).toEqual({
      kind: 'ready',
      oldCode: '123456',
      newCode: '258147',
    })
  })

  it.each([
    ['set', ['12345a'], 'validation.payCodeFormat', 'new'],
    ['change', ['12 456'], 'validation.payCodeFormat', 'old'],
    ['change', ['246810', '246810'], 'validation.payCodeSameAsOld', 'new'],
    ['set', ['111111'], 'validation.payCodeTrivial', 'new'],
    ['set', ['123456'], 'validation.payCodeTrivial', 'new'],
    ['change', ['246810', '654321'], 'validation.payCodeTrivial', 'new'],
    ['set', ['246810', '246811'], 'mismatch', 'new'],
    ['change', ['111111', '258147', '975310'], 'mismatch', 'new'],
  ] as const)('%s %o -> %s, back at %s', (mode, codes, problem, kind) => {
    const result = run(mode, [...codes])
    expect(result.problem).toBe(problem)
    expect(result.step.kind).toBe(kind)
  })

  it('a mismatch keeps the old code', () => {
    expect(run('change', ['111111', '258147', '000001']).step).toEqual({ kind: 'new', oldCode: '111111' })
  })

  it('builds the request of each mode', () => {
    expect(resetPayInput('set', '', '246810')).toEqual({ mode: 'set', newCode: '246810' })
    expect(resetPayInput('change', '1', '2')).toEqual({ mode: 'change', oldCode: '1', newCode: '2' })
  })
})
