import {
  consoleApplication,
  consoleApplicationDecide,
  consoleApplications,
  consoleShopSuspend,
  consoleShops,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import { errorText } from '../../observability/error-text'
import { auditActorOf } from '../console/console-actor'
import type { ConsoleMount } from '../console/console-mount'
import { listConsoleShops, setShopSuspension } from '../shops/shop-suspension'
import { ownerSetPasswordMail, setPasswordLinkOf } from './application-mail'
import { applicationDetail, decideApplication, listApplications } from './application-review'
import { mailOriginOf } from './mail-origin'

/**
 * The operator's side of issue #48 "Merchants join", mounted with the console's calls: the
 * application queue and its decisions, the shops and their suspension. Operators only: a shop's
 * staff and shoppers are refused (1003): their contract audience is `operator` (console-mount.ts).
 */
export function mountApplicationReviewRoutes(
  mount: ConsoleMount,
  services: Pick<AppServices, 'db' | 'clock' | 'hasher' | 'mailer' | 'logger' | 'catalogCache' | 'config'>,
): void {
  const { db, clock, hasher, mailer, logger, catalogCache } = services

  mount(consoleApplications, async (ctx) => {
    return listApplications(db, ctx.input)
  })
  mount(consoleApplication, async (ctx) => {
    return applicationDetail(db, ctx.input.id)
  })
  mount(consoleApplicationDecide, async (ctx, operator) => {
    const actor = auditActorOf(operator)
    const { application, owner } = await decideApplication({ db, clock, hasher }, actor, ctx.input)
    if (owner) {
      const link = setPasswordLinkOf(mailOriginOf(services, ctx.raw), owner.code)
      void mailer
        .send(
          ownerSetPasswordMail(owner.email, owner.language, {
            shopName: owner.shopName,
            account: owner.account,
            link,
          }),
        )
        .catch((error: unknown) =>
          logger.error('new shop owner mail failed', {
            applicationId: application.id,
            error: errorText(error),
          }),
        )
    }
    return application
  })
  mount(consoleShops, async (ctx) => {
    return listConsoleShops(db, ctx.input)
  })
  mount(consoleShopSuspend, async (ctx, operator) => {
    const actor = auditActorOf(operator)
    return setShopSuspension({ db, clock, catalog: catalogCache }, actor, ctx.input)
  })
}
