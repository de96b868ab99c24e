import {
  chatChannelInfo,
  chatEditMessage,
  chatReminderDone,
  chatRevokeMessage,
  chatSetConversationExtra,
  chatSyncConversationExtras,
  chatSyncMessageExtras,
  chatSyncReminders,
  chatSyncSubscribers,
  type Endpoint,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../app-services'
import type { AppEnv } from '../http/app-env'
import { createMount, type HandlerContext } from '../http/endpoint-route'
import type { ChatExtrasCalls, ChatExtrasService } from './chat-extras-service'
import type { ChatCaller, ChatService } from './chat-service'
import { requestOrigin } from './routes'

/** The provider callbacks of chat-spec §7 beyond the shop-spec §7 calls (server README "Chat"). */
export function createChatExtrasRoutes(extras: ChatExtrasCalls) {
  return ({ auth, config }: AppServices): Hono<AppEnv> => {
    const router = new Hono<AppEnv>()
    const mount = createMount(router, auth)
    const caller = async (
      ctx: Pick<HandlerContext<Endpoint>, 'session' | 'lang' | 'raw'>,
    ): Promise<ChatCaller> => ({
      userId: (await ctx.session()).userId,
      lang: ctx.lang,
      origin: requestOrigin(ctx.raw, config.trustProxy),
    })
    mount(chatSyncMessageExtras, async (ctx) => ({
      list: await extras.syncMessageExtras(await caller(ctx), ctx.input),
    }))
    mount(chatRevokeMessage, async (ctx) => extras.revoke(await caller(ctx), ctx.input))
    mount(chatEditMessage, async (ctx) => extras.edit(await caller(ctx), ctx.input))
    mount(chatChannelInfo, async (ctx) => extras.channelInfo(await caller(ctx), ctx.input))
    mount(chatSyncSubscribers, async (ctx) => ({
      list: await extras.syncSubscribers(await caller(ctx), ctx.input),
    }))
    mount(chatSyncConversationExtras, async (ctx) => ({
      list: await extras.syncConversationExtras(await caller(ctx), ctx.input.version),
    }))
    mount(chatSetConversationExtra, async (ctx) => extras.setConversationExtra(await caller(ctx), ctx.input))
    mount(chatSyncReminders, async (ctx) => ({
      list: await extras.syncReminders(await caller(ctx), ctx.input.version),
    }))
    mount(chatReminderDone, async (ctx) => extras.reminderDone(await caller(ctx), ctx.input.ids))
    return router
  }
}

/** setUnread to 0 also counts the caller as a reader of the others' messages (read counts). */
export function withReadCounts(
  service: ChatService,
  extras: Pick<ChatExtrasService, 'recordRead'>,
): ChatService {
  return {
    ...service,
    async setUnread(caller, channel) {
      const result = await service.setUnread(caller, channel)
      if (channel.unread === 0) await extras.recordRead(caller, channel)
      return result
    },
  }
}
