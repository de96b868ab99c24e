import { tmpdir } from 'node:os'
import path from 'node:path'
import { UPLOAD_QUOTA_BYTES, UPLOAD_QUOTA_FILES } from '@crossmart/api-client'
import { SCRYPT_PARAMS } from '../security/password-hasher'

/** scrypt at 1/8 of the production cost keeps the suites fast; password-hasher.test.ts covers the real cost. */
export const TEST_HASHER_PARAMS = { ...SCRYPT_PARAMS, N: 2 ** 12 }

/** Shared by all suites: generated seed pictures are drawn once per machine, not once per suite. */
export const TEST_STORAGE_DIR = path.join(tmpdir(), 'crossmart-server-test-storage')

/** What the suites' servers and apps share: upload limits as in production, no per-IP limit, no proxy. */
export const TEST_SERVICES_CONFIG = {
  uploadMaxBytes: 5 * 1024 * 1024,
  uploadQuotaFiles: UPLOAD_QUOTA_FILES,
  uploadQuotaBytes: UPLOAD_QUOTA_BYTES,
  rateLimitPerMinute: 0,
  trustProxy: false,
} as const
