import { tmpdir } from 'node:os'
import path from 'node:path'
import { SCRYPT_PARAMS } from '../security/password-hasher'

/** scrypt at 1/8 of the production cost keeps the suites fast; password-hasher.test.ts covers the real cost. */
export const TEST_HASHER_PARAMS = { ...SCRYPT_PARAMS, N: 2 ** 12 }

/** Shared by all suites: generated seed pictures are drawn once per machine, not once per suite. */
export const TEST_STORAGE_DIR = path.join(tmpdir(), 'crossmart-server-test-storage')
