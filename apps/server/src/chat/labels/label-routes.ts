import {
  consoleConversationLabelSet,
  consoleConversationLabels,
  consoleLabelDelete,
  consoleLabelSave,
  consoleLabels,
  consoleMessageSearch,
  splitChannelIds,
} from '@crossmart/api-client'
import type { Clock } from '../../clock'
import type { Database } from '../../db/database'
import type { ConsoleActor } from '../../features/console/console-actor'
import type { HandlerContext, Mount } from '../../http/endpoint-route'
import {
  deleteLabel,
  labelsOfConversations,
  listLabels,
  saveLabel,
  setConversationLabel,
} from './conversation-labels'
import { searchMessages } from './message-search'

/**
 * Issue #29 labels and message search (server README "Labels and message search"), each for the
 * session's own service; `actorOf` is the console's (it refuses shoppers).
 */
export function mountLabelRoutes(
  mount: Mount,
  db: Database,
  clock: Clock,
  actorOf: (ctx: Pick<HandlerContext<typeof consoleLabels>, 'session'>) => Promise<ConsoleActor>,
): void {
  mount(consoleLabels, async (ctx) => ({ list: await listLabels(db, await actorOf(ctx)) }))
  mount(consoleLabelSave, async (ctx) => saveLabel(db, clock, await actorOf(ctx), ctx.input))
  mount(consoleLabelDelete, async (ctx) => deleteLabel(db, clock, await actorOf(ctx), ctx.input.id))
  mount(consoleConversationLabels, async (ctx) => ({
    list: await labelsOfConversations(db, await actorOf(ctx), splitChannelIds(ctx.input.channelIds)),
  }))
  mount(consoleConversationLabelSet, async (ctx) =>
    setConversationLabel(db, clock, await actorOf(ctx), ctx.input),
  )
  mount(consoleMessageSearch, async (ctx) => searchMessages(db, await actorOf(ctx), ctx.input))
}
