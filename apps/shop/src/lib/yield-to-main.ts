/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input between
 * the steps of a long piece of work (issue #26: the start-up ran as one 270 ms task at 4x CPU
 * slowdown, and every millisecond of a task past 50 ms is "blocking time" on a phone).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it (Chromium 129+);
 * elsewhere a zero-delay timer, which resumes after them.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } }
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
