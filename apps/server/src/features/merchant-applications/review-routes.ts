import {
  consoleApplication,
  consoleApplicationDecide,
  consoleApplications,
  consoleShopSuspend,
  consoleShops,
} from '@crossmart/api-client'
import type { AppServices } from '../../app-services'
import type { HandlerContext, Mount } from '../../http/endpoint-route'
import { errorText } from '../../observability/error-text'
import { auditActorOf, type ConsoleActor, requireOperator } from '../console/console-actor'
import { listConsoleShops, setShopSuspension } from '../shops/shop-suspension'
import { ownerSetPasswordMail, setPasswordLinkOf } from './application-mail'
import { applicationDetail, decideApplication, listApplications } from './application-review'
import { mailOriginOf } from './mail-origin'

type ActorOf = (ctx: Pick<HandlerContext<typeof consoleApplications>, 'session'>) => Promise<ConsoleActor>

/**
 * The operator's side of issue #48 "Merchants join", mounted with the console's calls: the
 * application queue and its decisions, the shops and their suspension. Operators only: a shop's
 * staff and shoppers are refused (1003).
 */
export function mountApplicationReviewRoutes(
  mount: Mount,
  services: Pick<AppServices, 'db' | 'clock' | 'hasher' | 'mailer' | 'logger' | 'catalogCache' | 'config'>,
  actorOf: ActorOf,
): void {
  const { db, clock, hasher, mailer, logger, catalogCache } = services
  const operatorOf = async (ctx: Parameters<ActorOf>[0]) => requireOperator(await actorOf(ctx))

  mount(consoleApplications, async (ctx) => {
    await operatorOf(ctx)
    return listApplications(db, ctx.input)
  })
  mount(consoleApplication, async (ctx) => {
    await operatorOf(ctx)
    return applicationDetail(db, ctx.input.id)
  })
  mount(consoleApplicationDecide, async (ctx) => {
    const actor = auditActorOf(await operatorOf(ctx))
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
    await operatorOf(ctx)
    return listConsoleShops(db, ctx.input)
  })
  mount(consoleShopSuspend, async (ctx) => {
    const actor = auditActorOf(await operatorOf(ctx))
    return setShopSuspension({ db, clock, catalog: catalogCache }, actor, ctx.input)
  })
}
