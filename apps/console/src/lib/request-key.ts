/** Random bytes in a key: 128 bits, so two submissions never share one. */
const REQUEST_KEY_BYTES = 16

/**
 * A fresh idempotency key (32 hex characters) for one submission of a form that moves money: the
 * server answers a repeated key with what the first request made (contract `consolePayoutRequest`).
 * `getRandomValues`, not `randomUUID`: the console may be served over plain http, where browsers
 * offer only the former.
 */
export function createRequestKey(random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(REQUEST_KEY_BYTES))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
