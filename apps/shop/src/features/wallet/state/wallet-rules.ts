import {
  computeWithdrawal,
  parseAmountToCents,
  parseRequest,
  RECHARGE_METHOD,
  type ValidationMessageKey,
  WITHDRAW_TYPE,
  type WithdrawalRule,
  type WithdrawType,
  walletExtract,
  walletRecharge,
} from '@crossmart/api-client'

/**
 * A form error: a contract rule (shop-spec §5, translated from the `validation` namespace) or one
 * of the wallet's own rules that need the balance or the service-charge rule, which the contract
 * cannot know (the server checks them too).
 */
export type FieldError =
  | { kind: 'rule'; key: ValidationMessageKey }
  | { kind: 'exceedsBalance' }
  | { kind: 'belowServiceCharge'; chargeCents: number }

const rule = (key: ValidationMessageKey): FieldError => ({ kind: 'rule', key })

/** The form's amount text as cents; a text that is not an amount is shop-spec §5's "valid amount". */
function amountCents(text: string): number | undefined {
  return text.trim() === '' ? undefined : parseAmountToCents(text)
}

/** First issue per field, the contract's paths mapped to the form's field names. */
function collect<F extends string>(
  issues: readonly { path: string; messageKey: ValidationMessageKey }[],
  fields: Readonly<Record<string, F>>,
): Partial<Record<F, FieldError>> {
  const errors: Partial<Record<F, FieldError>> = {}
  for (const issue of issues) {
    const field = fields[issue.path]
    if (field && !errors[field]) errors[field] = rule(issue.messageKey)
  }
  return errors
}

// ---- withdrawal ----

export interface WithdrawValues {
  type: WithdrawType
  amount: string
  bankCardNumber: string
  bankName: string
  network: string
  address: string
}

export type WithdrawField = 'amount' | 'bankCardNumber' | 'bankName' | 'network' | 'address' | 'payCode'
export type WithdrawErrors = Partial<Record<WithdrawField, FieldError>>

const WITHDRAW_FIELDS: Readonly<Record<string, WithdrawField>> = {
  amountCents: 'amount',
  bankCardNumber: 'bankCardNumber',
  bankName: 'bankName',
  network: 'network',
  address: 'address',
  payCode: 'payCode',
}

/** The request body of POST /api/user/extract for these values (amount as parsed, fields trimmed). */
export function withdrawPayload(values: WithdrawValues, payCode: string) {
  const cents = amountCents(values.amount) ?? Number.NaN
  return values.type === WITHDRAW_TYPE.bankCard
    ? {
        type: WITHDRAW_TYPE.bankCard,
        amountCents: cents,
        bankCardNumber: values.bankCardNumber.trim(),
        bankName: values.bankName.trim(),
        payCode,
      }
    : {
        type: WITHDRAW_TYPE.blockchain,
        amountCents: cents,
        network: values.network,
        address: values.address.trim(),
        payCode,
      }
}

/**
 * The live preview under the amount (README "Withdrawal service charge"): the same
 * `computeWithdrawal` the server charges with, so the shown numbers are the ones taken.
 */
export function withdrawPreview(amount: string, rule: WithdrawalRule) {
  const cents = amountCents(amount)
  if (cents === undefined || cents <= 0) return undefined
  return { amountCents: cents, ...computeWithdrawal(cents, rule) }
}

/**
 * shop-spec §5 Withdrawal: a valid amount, greater than 0 and not greater than the balance; the
 * method's own fields. With `payCode` undefined the code is not checked yet (it is asked last).
 * The contract's rules run first; then the balance and the service charge (the arrival must be
 * above zero, as the server requires).
 */
export function validateWithdraw(
  values: WithdrawValues,
  context: { balanceCents: number; rule: WithdrawalRule },
  payCode?: string,
): WithdrawErrors {
  const parsed = parseRequest(walletExtract, withdrawPayload(values, payCode ?? '000000'))
  const errors: WithdrawErrors = parsed.ok ? {} : collect(parsed.issues, WITHDRAW_FIELDS)
  if (amountCents(values.amount) === undefined) errors.amount = rule('validation.amountInvalid')
  if (payCode === undefined) delete errors.payCode
  if (errors.amount) return errors
  const cents = amountCents(values.amount) ?? 0
  if (cents > context.balanceCents) errors.amount = { kind: 'exceedsBalance' }
  else {
    const { serviceChargeCents, actualArrivalCents } = computeWithdrawal(cents, context.rule)
    if (actualArrivalCents <= 0)
      errors.amount = { kind: 'belowServiceCharge', chargeCents: serviceChargeCents }
  }
  return errors
}

// ---- recharge ----

export type RechargeField = 'amount' | 'network' | 'address' | 'evidence' | 'txHash'
export type RechargeErrors = Partial<Record<RechargeField, FieldError>>

const RECHARGE_FIELDS: Readonly<Record<string, RechargeField>> = {
  amountCents: 'amount',
  network: 'network',
  address: 'address',
  evidence: 'evidence',
  txHash: 'txHash',
}

export interface ManualRechargeValues {
  amount: string
  evidence: string
}

export interface OnChainRechargeValues extends ManualRechargeValues {
  network: string
  address: string
  /** Issue #46: the transfer's transaction hash, optional; blank sends none. */
  txHash?: string
}

export function manualRechargePayload(values: ManualRechargeValues) {
  return {
    method: RECHARGE_METHOD.manual,
    amountCents: amountCents(values.amount) ?? Number.NaN,
    evidence: values.evidence,
  }
}

export function onChainRechargePayload(values: OnChainRechargeValues) {
  return {
    method: RECHARGE_METHOD.onChain,
    network: values.network,
    address: values.address,
    amountCents: amountCents(values.amount) ?? Number.NaN,
    evidence: values.evidence,
    ...(values.txHash?.trim() ? { txHash: values.txHash.trim() } : {}),
  }
}

/**
 * shop-spec §5 Recharge: a valid amount; a network chosen; recharge address filled; payment
 * evidence uploaded (the contract's rules, one message per field).
 */
export function validateRecharge(
  payload: ReturnType<typeof manualRechargePayload> | ReturnType<typeof onChainRechargePayload>,
): RechargeErrors {
  const parsed = parseRequest(walletRecharge, payload)
  const errors: RechargeErrors = parsed.ok ? {} : collect(parsed.issues, RECHARGE_FIELDS)
  if (Number.isNaN(payload.amountCents)) errors.amount = rule('validation.amountInvalid')
  return errors
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0
