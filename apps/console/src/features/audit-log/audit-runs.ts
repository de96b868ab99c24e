import type { AuditLogEntry } from '@crossmart/api-client'

/**
 * Issue #44: one console closing returns all its conversations to the queue, and the queue then
 * assigns each one: ten lines of the same sentence. Consecutive entries of such an automatic action,
 * by the same actor, for the same reason and within a minute of each other, read as one run.
 */
const RUN_ACTIONS = new Set(['conversation.requeue', 'conversation.autoAssign'])
const RUN_GAP_MS = 60_000

export interface AuditRun {
  /** The run's entries, newest first (the log's order); one entry for anything that is not a run. */
  readonly entries: readonly AuditLogEntry[]
}

const reasonOf = (entry: AuditLogEntry): unknown =>
  typeof entry.after === 'object' && entry.after !== null
    ? (entry.after as Record<string, unknown>)['reason']
    : undefined

function continues(run: readonly AuditLogEntry[], next: AuditLogEntry): boolean {
  const last = run[run.length - 1]
  if (last === undefined || !RUN_ACTIONS.has(next.action)) return false
  return (
    last.action === next.action &&
    last.actorName === next.actorName &&
    reasonOf(last) === reasonOf(next) &&
    Math.abs(Date.parse(last.createdAt) - Date.parse(next.createdAt)) <= RUN_GAP_MS
  )
}

/** The page's entries as runs, in the same order. */
export function auditRuns(entries: readonly AuditLogEntry[]): AuditRun[] {
  const runs: AuditLogEntry[][] = []
  for (const entry of entries) {
    const current = runs[runs.length - 1]
    if (current && continues(current, entry)) current.push(entry)
    else runs.push([entry])
  }
  return runs.map((run) => ({ entries: run }))
}
