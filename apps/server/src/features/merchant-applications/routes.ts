import {
  merchantApplicationResubmit,
  merchantApplicationStatus,
  merchantApply,
  merchantSetPassword,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { errorText } from '../../observability/error-text'
import { useSetPasswordCode } from '../password-reset/set-password-codes'
import { applicationStatusMail, statusLinkOf } from './application-mail'
import {
  applicationByLink,
  resubmitApplication,
  submitApplication,
  toApplicationStatus,
} from './applications'
import { mailOriginOf } from './mail-origin'

/**
 * Issue #48 "Merchants join", the guest's side (server README "Merchants join"): apply, follow the
 * application through the mailed link (and resubmit it when changes are asked), and the approved
 * owner's set-password. The operator's review is mounted with the console (review-routes.ts).
 */
export function createMerchantApplicationRoutes(services: AppServices): Hono<AppEnv> {
  const { db, clock, auth, mailer, logger, hasher, tokens, revocations } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(merchantApply, async ({ input, ip, lang, raw }) => {
    const { row, token } = await submitApplication(db, clock, input, { ip, lang })
    const link = statusLinkOf(mailOriginOf(services, raw), row.reference, token)
    // Delivered after the answer (the reset mail's rule): the SMTP round trip is not the applicant's wait.
    void mailer
      .send(applicationStatusMail(row.contactEmail, lang, { reference: row.reference, link }))
      .catch((error: unknown) =>
        logger.error('merchant application mail failed', {
          reference: row.reference,
          error: errorText(error),
        }),
      )
    return { reference: row.reference, token, state: row.state }
  })

  mount(merchantApplicationStatus, async ({ input }) =>
    toApplicationStatus(await applicationByLink(db, input.reference, input.token)),
  )

  mount(merchantApplicationResubmit, async ({ input }) => {
    const { reference, token, ...form } = input
    return toApplicationStatus(await resubmitApplication(db, clock, { reference, token }, form))
  })

  mount(merchantSetPassword, async ({ input }) => {
    const { userId, account } = await useSetPasswordCode(
      db,
      clock,
      hasher,
      tokens,
      input.code,
      input.newPassword,
    )
    // As a reset: every session (and chat socket) of the user ends (README "Security").
    await revocations.revoked(userId)
    return { account }
  })

  return router
}
