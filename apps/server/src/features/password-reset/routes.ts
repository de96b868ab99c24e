import {
  RESET_CODE_LENGTH,
  RESET_CODE_TTL_SECONDS,
  userPayCodeReset,
  userPayCodeSendCode,
  userResetCodeReset,
  userResetCodeSend,
  userResetCodeVerify,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { writeDeviceCookie } from '../../http/device-cookie'
import { createMount } from '../../http/endpoint-route'
import { createResetCodes } from './reset-codes'
import { maskDestination } from './reset-delivery'

/** The guest's password reset by code, and the shopper's payment code reset (reset-codes.ts holds the rules). */
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

  // The mailed code proves the owner: this browser is remembered as theirs (README "Security",
  // owner step-up), so the account-wide login ceiling does not stop its next login.
  mount(userResetCodeReset, async ({ input, raw, ip }) => {
    const userId = await codes.reset(input.account, input.code, input.newPassword, ip)
    // Every token went with the reset; the chat (tokens and open sockets) and this replica's
    // session cache go too (README "Security": revoked is revoked).
    await services.revocations.revoked(userId)
    const device = await services.trustedDevices.remember(services.db, userId)
    writeDeviceCookie(raw, device, services.config.trustProxy)
    return null
  })

  // Issue #46 "forgot payment code": the signed-in shopper proves the mailbox or phone again.
  mount(userPayCodeSendCode, async ({ session }) => {
    const delivery = await codes.sendForPayCode((await session()).userId)
    return {
      expiresInSeconds: RESET_CODE_TTL_SECONDS,
      codeLength: RESET_CODE_LENGTH,
      channel: delivery.channel,
      destination: maskDestination(delivery),
    }
  })

  mount(userPayCodeReset, async ({ input, session, ip }) => {
    await codes.resetPayCode((await session()).userId, input.code, input.newCode, ip)
    return null
  })

  return router
}
