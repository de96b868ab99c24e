import type { TestProject } from 'vitest/node'
import { startServer } from './start-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** One real server for the browser tests, on a free port with a temporary DATA_DIR. */
export default async function setup(project: TestProject) {
  const server = await startServer()
  project.provide('baseUrl', server.url)
  return () => server.stop()
}
