import {
  chatDeleteRecentConversation,
  chatGetChannelMessage,
  chatGetRecentConversation,
  chatGetServiceChannel,
  chatGetWebSocketUrl,
  chatLogin,
  chatSetUnread,
  type Endpoint,
} from '@crossmart/api-client'
import { type Context, Hono } from 'hono'
import type { AppServices } from '../app-services'
import type { AppEnv } from '../http/app-env'
import { createMount, type HandlerContext } from '../http/endpoint-route'
import type { ChatCaller, ChatService } from './chat-service'

/** The origin the client reached us by (behind a trusted proxy: the forwarded one). */
export function requestOrigin(c: Context<AppEnv>, trustProxy: boolean): string {
  const url = new URL(c.req.url)
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim()
    const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    if (proto === 'http' || proto === 'https') url.protocol = `${proto}:`
    if (host) url.host = host
  }
  return url.origin
}

/** shop-spec §7 chat helpers over HTTP, answered by whichever ChatService CHAT_MODE chose. */
export function createChatRoutes(chat: ChatService) {
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

    mount(chatLogin, async (ctx) => chat.login(await caller(ctx)))
    mount(chatGetWebSocketUrl, async (ctx) => chat.connectInfo(await caller(ctx)))
    mount(chatGetRecentConversation, async (ctx) => ({
      list: await chat.recentConversations(await caller(ctx), ctx.input),
    }))
    mount(chatGetChannelMessage, async (ctx) => chat.channelMessages(await caller(ctx), ctx.input))
    mount(chatSetUnread, async (ctx) => chat.setUnread(await caller(ctx), ctx.input))
    mount(chatDeleteRecentConversation, async (ctx) => chat.deleteConversation(await caller(ctx), ctx.input))
    mount(chatGetServiceChannel, async (ctx) => chat.serviceChannel(await caller(ctx), ctx.input.merId))
    return router
  }
}
