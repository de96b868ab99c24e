import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { cents, count, idValue, listOf, noInput, paged, pageQuery, timestamp } from './fields.js'
import { code, imageRef, optionalText, payCodeField, positiveCents, requiredText } from './input-fields.js'
import { BILL_REMARK_CODES, textCode } from './server-text-codes.js'
import { AUDIT_STATUS_CODES, BILL_TYPE_CODES, RECHARGE_METHOD, WITHDRAW_TYPE } from './status-codes.js'
import { transactionHashIssue } from './transaction-hash.js'
import {
  bankAccountNumberIssue,
  withdrawalAddressIssue,
  withdrawalNetworkIssue,
} from './withdrawal-destination.js'

// shop-spec §3 Withdrawal and Recharge, §4 audit status, §5 rules. Money is integer cents.

/*#__NO_SIDE_EFFECTS__*/
const auditStatus = () => code(AUDIT_STATUS_CODES, 'validation.statusInvalid')
/** Audit-filtered record list: no `status` = the "all" tab (shop-spec §4). */
const auditLogQuery = z.object({ status: z.optional(auditStatus()), ...pageQuery() })

/** A recharge network with the platform's receiving address for it. */
export const blockchainNetworkSchema = z.object({
  id: idValue(),
  /** Network name, e.g. TRC20; also what a recharge or withdrawal sends as `network`. */
  network: z.string(),
  coin: z.string(),
  /**
   * The platform's receiving address on this network, from the operator's PLATFORM_DEPOSIT_<NETWORK>
   * setting (issue #46); null while none is set: the shop says "ask customer service" and a
   * recharge on it is refused.
   */
  address: z.nullable(z.string()),
  /** True for the marked demo addresses a demo (SEED_DEMO) shows: nobody holds their keys. */
  demo: z.boolean(),
  /** shop-spec §5: DEX, BSC and HECO are listed but temporarily unsupported. */
  supported: z.boolean(),
})

/** The longest transaction hash accepted (EVM: 66 characters); longer text is not a hash. */
const TX_HASH_MAX = 128

export const walletGetBlockchain = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/getBlockchain',
  summary: 'Networks (and platform addresses) for on-chain recharge',
  auth: true,
  request: noInput(),
  response: listOf(blockchainNetworkSchema),
})

/**
 * shop-spec §5 Recharge: a valid amount; a network chosen; recharge address filled; payment evidence
 * uploaded. Manual transfers have no network.
 */
export const rechargeInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal(RECHARGE_METHOD.manual),
      amountCents: positiveCents(),
      evidence: imageRef('validation.evidenceRequired'),
    }),
    z
      .object({
        method: z.literal(RECHARGE_METHOD.onChain),
        network: requiredText('validation.networkRequired', 64),
        address: requiredText('validation.rechargeAddressRequired', 256),
        amountCents: positiveCents(),
        evidence: imageRef('validation.evidenceRequired'),
        /**
         * Issue #46: the transfer's transaction hash, optional, for the operator who audits it;
         * of the network's shape (TRC20 64 hex digits, EVM 0x + 64). Blank is the same as absent.
         */
        txHash: optionalText(TX_HASH_MAX),
      })
      .check(
        z.refine((v) => !v.txHash || transactionHashIssue(v.network, v.txHash) === undefined, {
          path: ['txHash'],
          error: (issue) => {
            const { network, txHash } = issue.input as { network: string; txHash: string }
            return transactionHashIssue(network, txHash)
          },
          // Also beside a wrong amount or evidence; without a network there is no shape to check.
          when: ({ value }) => {
            const { network, txHash } = value as { network?: unknown; txHash?: unknown }
            return typeof network === 'string' && typeof txHash === 'string' && txHash.trim() !== ''
          },
        }),
      ),
  ],
  { error: 'validation.rechargeMethodInvalid' },
)

const auditFields = {
  id: idValue(),
  amountCents: cents(),
  /** shop-spec §4: 0 auditing, 1 passed, 2 refused. */
  status: z.int(),
  /** The audit result note (why refused), '' when none. */
  auditRemark: z.string(),
  createdAt: timestamp(),
  auditedAt: z.nullable(timestamp()),
}

export const rechargeRecordSchema = z.object({
  ...auditFields,
  method: z.int(),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
  evidence: z.string(),
  /** The transaction hash the shopper gave with an on-chain top-up (issue #46), null when none. */
  txHash: z.nullable(z.string()),
})

export const walletRecharge = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/recharge',
  summary: 'Submit a recharge (manual or on-chain) for audit; balance rises when passed',
  auth: true,
  request: rechargeInputSchema,
  response: rechargeRecordSchema,
})

export const walletRechargeLog = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/recharge_log',
  summary: 'Recharge records filtered by audit status',
  auth: true,
  request: auditLogQuery,
  response: paged(rechargeRecordSchema),
})

/** Withdrawal info shown before submitting (balance, service charge rule, networks). */
export const withdrawInfoSchema = z.object({
  balanceCents: cents(),
  /** Service charge rate in basis points (100 = 1%), see `computeWithdrawal`. */
  serviceChargeBps: count(),
  /** Minimum service charge per withdrawal. */
  minServiceChargeCents: cents(),
  networks: z.array(blockchainNetworkSchema),
})
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>

export const walletExtractInfo = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/extract',
  summary: 'Withdrawal info: balance, service charge rule, networks',
  auth: true,
  request: noInput(),
  response: withdrawInfoSchema,
})

/** A check with the message `issue` names; a blank text is left to its "required" message. */
const refusedBy = (issue: (value: string) => string | undefined) => (ctx: z.core.ParsePayload<string>) => {
  if (ctx.value === '') return
  const message = issue(ctx.value)
  if (message !== undefined) ctx.issues.push({ code: 'custom', message, input: ctx.value })
}

/**
 * shop-spec §5 Withdrawal: amount present and > 0 (<= balance is checked by the server, which
 * knows the balance). Bank card needs card number and bank name; blockchain a network and address.
 * Issue #46: the card number passes Luhn (or, given an IBAN, mod 97); the network is one paid out
 * on; the address has that network's format and checksum (./withdrawal-destination.ts).
 */
export const withdrawInputSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal(WITHDRAW_TYPE.bankCard),
      amountCents: positiveCents(),
      bankCardNumber: requiredText('validation.bankCardRequired', 64).check(
        refusedBy(bankAccountNumberIssue),
      ),
      bankName: requiredText('validation.bankNameRequired', 128),
      payCode: payCodeField(),
    }),
    z
      .object({
        type: z.literal(WITHDRAW_TYPE.blockchain),
        amountCents: positiveCents(),
        network: requiredText('validation.networkRequired', 64).check(refusedBy(withdrawalNetworkIssue)),
        address: requiredText('validation.withdrawAddressRequired', 256),
        payCode: payCodeField(),
      })
      .check(
        z.refine((v) => withdrawalAddressIssue(v.network, v.address) === undefined, {
          path: ['address'],
          error: (issue) => {
            const { network, address } = issue.input as { network: string; address: string }
            return withdrawalAddressIssue(network, address)
          },
          // Also beside a wrong amount or code; a missing network or address has its own message.
          when: ({ value }) => {
            const { network, address } = value as { network?: unknown; address?: unknown }
            return typeof network === 'string' && typeof address === 'string' && address.trim() !== ''
          },
        }),
      ),
  ],
  { error: 'validation.withdrawTypeInvalid' },
)

export const withdrawRecordSchema = z.object({
  ...auditFields,
  type: z.int(),
  serviceChargeCents: cents(),
  actualArrivalCents: cents(),
  /** Masked except the last 4 digits. */
  bankCardNumber: z.nullable(z.string()),
  bankName: z.nullable(z.string()),
  network: z.nullable(z.string()),
  address: z.nullable(z.string()),
})

export const walletExtract = /*#__PURE__*/ defineEndpoint({
  method: 'POST',
  path: '/api/user/extract',
  summary: 'Request a withdrawal; the amount is held until audited (returned if refused)',
  auth: true,
  request: withdrawInputSchema,
  response: z.object({ ...withdrawRecordSchema.shape, balanceCents: cents() }),
})

export const walletExtractLog = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/extract_log',
  summary: 'Withdrawal records filtered by audit status',
  auth: true,
  request: auditLogQuery,
  response: paged(withdrawRecordSchema),
})

export const billRecordSchema = z.object({
  id: idValue(),
  /** BILL_TYPE code. */
  type: z.int(),
  /** Signed: positive credits the balance, negative debits it. */
  amountCents: cents(),
  balanceAfterCents: cents(),
  orderId: z.nullable(idValue()),
  remark: z.string(),
  /** Issue #31: a remark the server wrote, as a code the shop translates; null = shown as typed. */
  remarkCode: textCode(BILL_REMARK_CODES),
  createdAt: timestamp(),
})

export const walletBill = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/user/bill',
  summary: 'Fund record: every ledger movement, newest first',
  auth: true,
  request: z.object({ type: z.optional(code(BILL_TYPE_CODES, 'validation.invalid')), ...pageQuery() }),
  response: paged(billRecordSchema),
})
