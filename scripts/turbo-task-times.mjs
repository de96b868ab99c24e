// Prints the wall time of every task of the newest turbo run summary (.turbo/runs/*.json, written
// when TURBO_RUN_SUMMARY=true): when it started after the run began, how long it ran, and how it
// ended, slowest first, so a CI log says where its minutes went.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const folder = process.argv[2] ?? '.turbo/runs'
// A run that stopped before turbo started (the biome check failed) leaves no summary: say so in one line.
if (!existsSync(folder)) {
  console.log(`no turbo run summary in ${folder}`)
  process.exit(1)
}
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .map((name) => path.join(folder, name))
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
if (files.length === 0) {
  console.log(`no turbo run summary in ${folder}`)
  process.exit(1)
}
const summary = JSON.parse(readFileSync(files[0], 'utf8'))
const runStart = summary.execution?.startTime ?? Math.min(...summary.tasks.map((t) => t.execution.startTime))
const runEnd = summary.execution?.endTime ?? Math.max(...summary.tasks.map((t) => t.execution.endTime))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const rows = summary.tasks
  .map((task) => ({
    id: task.taskId,
    start: task.execution.startTime - runStart,
    wall: task.execution.endTime - task.execution.startTime,
    result:
      task.cache?.status === 'HIT'
        ? 'cached'
        : task.execution.exitCode === 0
          ? 'ok'
          : `exit ${task.execution.exitCode}`,
  }))
  .sort((a, b) => b.wall - a.wall)
const width = Math.max(...rows.map((row) => row.id.length))
console.log(`turbo tasks (${rows.length}), wall time, slowest first:`)
console.log(`${'task'.padEnd(width)}  ${'starts at'.padStart(9)}  ${'wall'.padStart(8)}  result`)
for (const row of rows) {
  console.log(
    `${row.id.padEnd(width)}  ${seconds(row.start).padStart(9)}  ${seconds(row.wall).padStart(8)}  ${row.result}`,
  )
}
console.log(`turbo run: ${seconds(runEnd - runStart)}`)
