/**
 * Token bucket for sends per connection (README "Chat": CHAT_MESSAGES_PER_SECOND, CHAT_MESSAGE_BURST):
 * `burst` sends at once, then `perSecond` on average. A refused send gets reason 22 (rate limit).
 */
export interface SendRateLimiter {
  /** Takes one token; false when the bucket is empty. */
  take(nowMs: number): boolean
}

export function createSendRateLimiter(perSecond: number, burst: number, nowMs: number): SendRateLimiter {
  let tokens = burst
  let last = nowMs
  return {
    take(now) {
      if (perSecond <= 0) return true // 0 disables the limit (benchmarks)
      const elapsed = Math.max(0, now - last)
      last = now
      tokens = Math.min(burst, tokens + (elapsed * perSecond) / 1000)
      if (tokens < 1) return false
      tokens -= 1
      return true
    },
  }
}
