import type { Server } from 'node:http'
import { CHAT_COMMAND, CHAT_PULL_MODE, CHAT_WS_PATH } from '@crossmart/api-client'
import type { FeatureRoutes } from '../app'
import type { AppServices } from '../app-services'
import type { DriverName } from '../db/database'
import { markUploadsUsed, uploadKeysInContent } from '../features/uploads/owned-images'
import { errorText } from '../observability/error-text'
import { storedChannelOf, uidOf } from './channel-address'
import type { ChatConfig } from './chat-config'
import { createChatExtrasRoutes, withReadCounts } from './chat-extras-routes'
import { createChatExtrasService, EXTRAS_CHANGED_CONTENT } from './chat-extras-service'
import type { ChatService } from './chat-service'
import { clientMayPost } from './client-content-policy'
import { CHANNEL_TYPE } from './constants'
import { createEmbeddedChatService } from './embedded-chat-service'
import { type ChatGateway, createChatGateway } from './gateway/gateway'
import { type AttachedGateway, attachChatGateway } from './gateway/ws-attach'
import { createChatRoutes } from './routes'
import type { ShopperMessageQueue } from './services/auto-reply'
import { serviceOpenNow } from './services/business-hours'
import { createMentionReminders } from './services/mention-reminders'
import { createChatDirectory } from './storage/directory-store'
import { loadQueueSettings } from './storage/queue-settings-store'
import { createChatTokenStore } from './storage/token-store'
import { createWukongImApi } from './wukongim/wukongim-api'
import { createWukongImChatExtras } from './wukongim/wukongim-chat-extras'
import { createWukongImChatService, WUKONGIM_SERVICE_CHANNEL_TYPE } from './wukongim/wukongim-chat-service'
import { createWukongImPresence } from './wukongim/wukongim-presence'
import { createWukongImReconciler } from './wukongim/wukongim-reconcile'
import { createWukongImContentScreen } from './wukongim/wukongim-refused-content'
import { checkWukongIm } from './wukongim/wukongim-start-checks'
import { createWukongImWebhook } from './wukongim/wukongim-webhook'

/** The command (content type 99) that tells a member their reminders changed: call syncReminders. */
export const REMINDERS_CHANGED_COMMAND = CHAT_COMMAND.remindersChanged

export interface ChatModule {
  service: ChatService
  /** Only in embedded mode. */
  gateway: ChatGateway | undefined
  /** Whether a uid has a chat connection: the gateway's sockets, or WuKongIM's as it told. */
  isOnline(uid: string): boolean | Promise<boolean>
  routes: FeatureRoutes
  /** Serves the gateway's WebSocket on the HTTP server's port (embedded mode; no-op otherwise). */
  attach(server: Server): void
  /**
   * Before the server listens: in WuKongIM mode the start checks (a ConfigError refuses to start:
   * server README "Production topology"), then the presence and missed-message reconciler.
   */
  start(): Promise<void>
  /**
   * Readiness (`/readyz`, server README "Health"): whether WuKongIM's API answers in WuKongIM mode;
   * in embedded mode whether the gateway is attached to a listening server.
   */
  ping(): Promise<boolean>
  close(): Promise<void>
  /**
   * Sends `content` (JSON text) into a customer-service conversation as the service itself
   * (fromUID `mer_<id>` or `platform`), in either mode: issue #29's rating ask.
   */
  postAsService(channelId: string, content: string): Promise<void>
}

export interface ChatModuleOptions {
  services: AppServices
  config: ChatConfig
  fetch?: typeof fetch
  /** Which database the services use (the gateway's append is prepared once on PGlite). */
  databaseDriver?: DriverName
  /** Issue #29 queue control (server README "Queue control"), in both chat modes. */
  queue?: ShopperMessageQueue & {
    /** `fromUid`: who wrote (issue #44 reports: the first answer counts for them). */
    afterStaffMessage(channelId: string, at?: number, fromUid?: string): Promise<void>
    /** A staff member's console socket opened or closed (the embedded gateway's presence). */
    staffPresenceChanged?(): void
    /** A uid's presence as WuKongIM told it (webhook or read-back) changed: WuKongIM mode. */
    presenceChanged?(uid: string): void
  }
}

/** Chat as CHAT_MODE says (README "Chat"): the embedded gateway plus its HTTP calls, or a WuKongIM client. */
export function createChatModule({
  services,
  config,
  fetch,
  databaseDriver,
  queue,
}: ChatModuleOptions): ChatModule {
  // Issue #44: the shopper's chat header follows the service's hours (the queue keeps the settings).
  const isOpenNow = serviceOpenNow(
    (serviceId) => queue?.settingsOf?.(serviceId) ?? loadQueueSettings(services.db, serviceId),
    services.clock,
  )
  const directory = createChatDirectory(services.db, services.clock)
  if (config.mode === 'wukongim') {
    const service = createWukongImChatService({
      apiUrl: config.wukongimApiUrl ?? '',
      apiToken: config.wukongimApiToken,
      db: services.db,
      directory,
      secure: config.publicWsUrl?.startsWith('wss:') ?? false,
      ...(fetch ? { fetch } : {}),
    })
    // WuKongIM's HTTP API: the content screen's recalls, the other provider callbacks, the read-back.
    const api = createWukongImApi({
      apiUrl: config.wukongimApiUrl ?? '',
      apiToken: config.wukongimApiToken,
      ...(fetch ? { fetch } : {}),
    })
    // The away message and the queue read presence on every shopper message; on PGlite (one
    // writer) it is kept until the webhook or the read-back writes it again.
    const presence = createWukongImPresence(services.db, { remember: databaseDriver === 'pglite' })
    const presenceChanged = (uid: string) => {
      presence.changed(uid)
      queue?.presenceChanged?.(uid)
    }
    const webhook = createWukongImWebhook({
      presence,
      screen: createWukongImContentScreen({ db: services.db, api }),
      db: services.db,
      clock: services.clock,
      logger: services.logger,
      directory,
      secret: config.wukongimWebhookSecret,
      ...(queue && { queue }),
      onPresenceChanged: presenceChanged,
      send: (message) => service.sendMessage(message),
    })
    if (!config.wukongimWebhookSecret)
      services.logger.warn(
        'WUKONGIM_WEBHOOK_SECRET unset: no automatic replies, staff presence or console records',
      )
    // Lost webhooks (WuKongIM gives up after 5 tries): presence, missed messages and replies read back.
    const reconciler = createWukongImReconciler({
      db: services.db,
      clock: services.clock,
      logger: services.logger,
      api,
      notified: (messages, autoReplyTo) => webhook.caughtUp(messages, autoReplyTo),
      intervalMs: config.wukongimReconcileIntervalMs,
      onPresenceChanged: presenceChanged,
    })
    // Server README "Security": logout and password reset end the WuKongIM chat too. A WuKongIM
    // outage does not fail the logout (the session is gone already); it is logged.
    const stopListening = services.revocations.on(async (userId) => {
      try {
        await service.quitDevices(uidOf(userId))
      } catch (error) {
        services.logger.error('WuKongIM device_quit failed', { userId, error: errorText(error) })
      }
    })
    const extras = createWukongImChatExtras({
      api,
      db: services.db,
      directory,
      clock: services.clock,
      isOpenNow,
      latestMessages: async (caller, ref, limit) =>
        (
          await service.channelMessages(caller, {
            ...ref,
            startMessageSeq: 0,
            endMessageSeq: 0,
            limit,
            pullMode: CHAT_PULL_MODE.down,
          })
        ).list,
    })
    const readCountingService = withReadCounts(service, extras)
    const chatRoutes = createChatRoutes(readCountingService)
    const extrasRoutes = createChatExtrasRoutes(extras)
    return {
      service: readCountingService,
      gateway: undefined,
      isOnline: (uid) => presence.isOnline(uid),
      routes: (appServices) =>
        chatRoutes(appServices).route('/', extrasRoutes(appServices)).route('/', webhook.routes()),
      attach: () => {},
      async start() {
        const { version } = await checkWukongIm({
          api,
          apiUrl: config.wukongimApiUrl ?? '',
          apiToken: config.wukongimApiToken,
          allowOpenConnect: config.wukongimAllowOpenConnect,
          secure: config.publicWsUrl?.startsWith('wss:') ?? false,
          logger: services.logger,
          ...(fetch ? { fetch } : {}),
        })
        services.logger.info('WuKongIM checked', { version })
        if (config.wukongimWebhookSecret) reconciler.start()
      },
      ping: () => api.ping(),
      async close() {
        stopListening()
        await reconciler.stop()
      },
      async postAsService(channelId, content) {
        const channel = storedChannelOf(channelId, CHANNEL_TYPE.customerService)
        if (channel?.kind !== 'service') return
        await service.sendMessage({
          fromUid: channel.serviceId,
          channelId,
          channelType: WUKONGIM_SERVICE_CHANNEL_TYPE,
          content,
        })
      },
    }
  }
  const tokens = createChatTokenStore(services.db, services.clock)
  const gateway: ChatGateway = createChatGateway({
    afterBatchStored: createMentionReminders(services.db, services.logger, (channel, uids) =>
      gateway.command(channel, uids, { type: 99, cmd: REMINDERS_CHANGED_COMMAND, param: {} }),
    ),
    db: services.db,
    ...(databaseDriver ? { databaseDriver } : {}),
    clock: services.clock,
    logger: services.logger,
    directory,
    tokens,
    nodeId: config.nodeId,
    ...(config.writeGapMs !== undefined && { writeGapMs: config.writeGapMs }),
    observer: services.metrics.chat,
    ...(queue && { queue }),
    ...(queue?.staffPresenceChanged && { onStaffPresenceChanged: queue.staffPresenceChanged }),
    // An image message keeps the sender's upload from the unused-upload cleanup (README "Uploads").
    afterStored: async (message) => {
      // Issue #29: a staff answer ends the conversation's no-answer wait.
      const { channel } = message
      if (queue && channel.kind === 'service' && message.fromUid !== channel.shopperUid)
        await queue.afterStaffMessage(channel.canonicalId, undefined, message.fromUid)
      const userId = Number(message.fromUid)
      if (!Number.isSafeInteger(userId)) return
      await markUploadsUsed(services.db, services.clock, userId, uploadKeysInContent(message.payload))
    },
    // Issue #32: only what a client may send (no commands or system types, images only its own uploads).
    mayPost: async (uid, content) => {
      const userId = Number(uid)
      return Number.isSafeInteger(userId) && (await clientMayPost(services.db, userId, content))
    },
    limits: {
      maxFrameBytes: config.maxFrameBytes,
      messagesPerSecond: config.messagesPerSecond,
      messageBurst: config.messageBurst,
    },
  })
  // README "Chat": the other provider callbacks of chat-spec §7, answered from this database.
  const extras = createChatExtrasService({
    db: services.db,
    directory,
    clock: services.clock,
    presence: { isOnline: (uid) => gateway.isOnline(uid), lastSeen: (uids) => gateway.lastSeen(uids) },
    notify: (channel, members) => gateway.command(channel, members, EXTRAS_CHANGED_CONTENT),
    isOpenNow,
  })
  const service = withReadCounts(
    createEmbeddedChatService({
      db: services.db,
      directory,
      tokens,
      wsPath: CHAT_WS_PATH,
      publicWsUrl: config.publicWsUrl,
    }),
    extras,
  )
  const chatRoutes = createChatRoutes(service)
  const extrasRoutes = createChatExtrasRoutes(extras)
  // Server README "Security": logout, password reset and log out everywhere end the user's chat too.
  const stopListening = services.revocations.on(async (userId) => {
    const uid = uidOf(userId)
    await tokens.revokeAll(uid)
    gateway.disconnectUser(uid, 'session revoked')
  })
  let attached: AttachedGateway | undefined
  let listening: Server | undefined
  return {
    service,
    gateway,
    isOnline: (uid) => gateway.isOnline(uid),
    routes: (app) => chatRoutes(app).route('/', extrasRoutes(app)),
    attach(server) {
      attached ??= attachChatGateway(server, gateway, services.logger, {
        maxSocketsPerAddress: config.maxSocketsPerAddress,
        trustProxy: services.config.trustProxy,
      })
      listening = server
    },
    start: async () => {},
    ping: async () => listening?.listening === true,
    async close() {
      stopListening()
      listening = undefined
      await attached?.close()
      await gateway.close()
    },
    async postAsService(channelId, content) {
      const channel = storedChannelOf(channelId, CHANNEL_TYPE.customerService)
      if (channel?.kind !== 'service') return
      const staff = await directory.staffOf(channel.serviceId)
      const members = [channel.shopperUid, ...staff.filter((uid) => uid !== channel.shopperUid)]
      await gateway.post(channel, members, channel.serviceId, content)
    },
  }
}
