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
import type { ConsoleMount } from '../../features/console/console-mount'
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
 * session's own service; mounted with the console's (console-mount.ts: any console user).
 */
export function mountLabelRoutes(mount: ConsoleMount, db: Database, clock: Clock): void {
  mount(consoleLabels, async (_ctx, actor) => ({ list: await listLabels(db, actor) }))
  mount(consoleLabelSave, async (ctx, actor) => saveLabel(db, clock, actor, ctx.input))
  mount(consoleLabelDelete, async (ctx, actor) => deleteLabel(db, clock, actor, ctx.input.id))
  mount(consoleConversationLabels, async (ctx, actor) => ({
    list: await labelsOfConversations(db, actor, splitChannelIds(ctx.input.channelIds)),
  }))
  mount(consoleConversationLabelSet, async (ctx, actor) => setConversationLabel(db, clock, actor, ctx.input))
  mount(consoleMessageSearch, async (ctx, actor) => searchMessages(db, actor, ctx.input))
}
