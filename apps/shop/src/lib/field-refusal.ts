import { ApiError } from '@crossmart/api-client'

/**
 * Issue #46 "errors that stay": a refusal about what the shopper typed (an unknown promo code, a
 * taken account name) is shown beside that field until they change it, not in a 1.2 s toast
 * (toasts are for confirmations). The call is made quietly; the server's refusal (`ApiError`, its
 * msg already in the shopper's language) comes back for the field; any other failure (network,
 * timeout, a rule the form missed) still gets shop-spec §8's failure toast through `notifyError`.
 */
export type FieldOutcome<T> = { ok: true; value: T } | { ok: false; refusal: string | undefined }

export async function withFieldRefusal<T>(
  call: () => Promise<T>,
  notifyError: (error: unknown) => void,
): Promise<FieldOutcome<T>> {
  try {
    return { ok: true, value: await call() }
  } catch (error) {
    if (error instanceof ApiError && error.msg.trim() !== '') return { ok: false, refusal: error.msg }
    notifyError(error)
    return { ok: false, refusal: undefined }
  }
}
