/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input between
 * the steps of a long piece of work (issue #26: the start-up ran as one 270 ms task at 4x CPU
 * slowdown, and every millisecond of a task past 50 ms is "blocking time" on a phone). A zero-delay
 * timer: `scheduler.yield()` would resume sooner where it exists, for bytes /home does not have.
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
