import { parseRequest, userResetPay, userVerifyPay, type ValidationMessageKey } from '@crossmart/api-client'

/**
 * shop-spec §5 payment code: at least 6 characters, digits only; when first set the old code is
 * left blank, when changed the old code is required; the two entries must match. Issue #46: the
 * current code is checked (verify_pay) before a new one is asked, and a trivial new code (111111,
 * 123456) is refused by the contract's rule.
 */
export type PayCodeMode = 'set' | 'change'

/** One explicit state per step of the form (CONVENTIONS 6). */
export type PayCodeStep =
  | { kind: 'old' }
  /** The current code entered, being checked by the server before a new one is asked. */
  | { kind: 'checkOld'; oldCode: string }
  | { kind: 'new'; oldCode: string }
  | { kind: 'confirm'; oldCode: string; newCode: string }
  | { kind: 'ready'; oldCode: string; newCode: string }

/** A rule broken by an entry: a contract message key, or the two entries differing. */
export type PayCodeProblem = ValidationMessageKey | 'mismatch'

export interface PayCodeTransition {
  step: PayCodeStep
  problem?: PayCodeProblem
}

export function firstStep(mode: PayCodeMode): PayCodeStep {
  return mode === 'change' ? { kind: 'old' } : { kind: 'new', oldCode: '' }
}

/** The request the contract checks (its rules and message keys, as the server applies them). */
export function resetPayInput(mode: PayCodeMode, oldCode: string, newCode: string) {
  return mode === 'change' ? { mode, oldCode, newCode } : { mode, newCode }
}

function firstProblem(mode: PayCodeMode, oldCode: string, newCode: string): ValidationMessageKey | undefined {
  const parsed = parseRequest(userResetPay, resetPayInput(mode, oldCode, newCode))
  return parsed.ok ? undefined : parsed.issues[0]?.messageKey
}

/** The server said the entered current code is right: the new code is asked. */
export function oldCodeAccepted(step: PayCodeStep): PayCodeStep {
  return step.kind === 'checkOld' ? { kind: 'new', oldCode: step.oldCode } : step
}

/** A complete code was entered at `step`: the next step, or the same step with the broken rule. */
export function enterCode(mode: PayCodeMode, step: PayCodeStep, code: string): PayCodeTransition {
  switch (step.kind) {
    case 'old': {
      // The current code is judged only by its shape here (a trivial one may be the current one);
      // the screen asks the server whether it is right before it moves on (`checkOld`).
      const parsed = parseRequest(userVerifyPay, { payCode: code })
      const problem = parsed.ok ? undefined : parsed.issues[0]?.messageKey
      return problem ? { step, problem } : { step: { kind: 'checkOld', oldCode: code } }
    }
    case 'new': {
      const problem = firstProblem(mode, step.oldCode, code)
      return problem ? { step, problem } : { step: { kind: 'confirm', oldCode: step.oldCode, newCode: code } }
    }
    case 'confirm':
      return code === step.newCode
        ? { step: { kind: 'ready', oldCode: step.oldCode, newCode: code } }
        : { step: { kind: 'new', oldCode: step.oldCode }, problem: 'mismatch' }
    case 'checkOld':
    case 'ready':
      return { step }
  }
}
