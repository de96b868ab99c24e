import {
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_SECONDS,
  userResetCodeReset,
  userResetCodeSend,
  userResetCodeVerify,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { createResetCodes } from './reset-codes'

/** The guest's password reset by code (reset-codes.ts holds the rules). */
export function createPasswordResetRoutes(services: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, services.auth)
  const codes = createResetCodes(services)

  mount(userResetCodeSend, async ({ input }) => {
    await codes.send(input.account)
    return { expiresInSeconds: RESET_CODE_TTL_SECONDS, codeLength: RESET_CODE_LENGTH }
  })

  mount(userResetCodeVerify, async ({ input }) => {
    await codes.verify(input.account, input.code)
    return { valid: true as const }
  })

  mount(userResetCodeReset, async ({ input }) => {
    await codes.reset(input.account, input.code, input.newPassword)
    return null
  })

  return router
}
