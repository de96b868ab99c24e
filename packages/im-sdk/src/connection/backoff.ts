/**
 * Reconnect delays. chat-spec §4 fixes the first retry at 3000 ms; beyond the spec, further
 * attempts back off exponentially (capped) with jitter so a thousand clients that lost the same
 * server do not come back in the same millisecond (the reference client's fixed 3 s loop does).
 */

export interface BackoffPolicy {
  /** chat-spec §4: the first retry waits exactly this long. */
  readonly initialDelayMs: number
  readonly maxDelayMs: number
  /** 1 = constant delay (the spec's behaviour). */
  readonly factor: number
  /** 0..1: a delay is drawn from [d * (1 - jitter), d]. */
  readonly jitter: number
}

/**
 * Delay before reconnect attempt `attempt` (0 = the first after a loss). `random` returns [0, 1).
 */
export function reconnectDelay(policy: BackoffPolicy, attempt: number, random: () => number): number {
  if (attempt <= 0) return policy.initialDelayMs
  const raw = policy.initialDelayMs * policy.factor ** attempt
  const capped = Math.min(policy.maxDelayMs, Math.max(policy.initialDelayMs, raw))
  const jitter = Math.min(1, Math.max(0, policy.jitter))
  // Never sooner than the spec's first delay.
  return Math.max(policy.initialDelayMs, Math.round(capped * (1 - jitter * random())))
}
