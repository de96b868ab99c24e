import type { ValidationMessageKey } from '@crossmart/api-client'

/**
 * The first message key per form field from the contract's validation issues (shop-spec §5), so a
 * form and the server check the same rules. Issues on fields the form does not show are ignored.
 */
export function firstIssueByField<F extends string>(
  issues: readonly { path: string; messageKey: ValidationMessageKey }[],
  fields: readonly F[],
): Partial<Record<F, ValidationMessageKey>> {
  const errors: Partial<Record<F, ValidationMessageKey>> = {}
  for (const issue of issues) {
    const field = issue.path as F
    if (fields.includes(field) && !errors[field]) errors[field] = issue.messageKey
  }
  return errors
}
