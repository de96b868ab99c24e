/**
 * A model of a WuKongIM v2 server's state and rules, rewritten from its Go source (GitHub
 * WuKongIM/WuKongIM, tag v2.2.5-20260422, and WuKongIM/WuKongIMGoProto). Each rule names the file it
 * follows. The HTTP API over it is `wukongim-model-http.ts`; tests drive clients through
 * `connect` / `send`, which stand in for the binary socket.
 */

/** WuKongIMGoProto common.go: channel types. */
export const WK_CHANNEL_TYPE = {
  person: 1,
  group: 2,
  customerService: 3,
  data: 7,
  temp: 8,
  live: 9,
  visitors: 10,
  agent: 11,
} as const

/** WuKongIMGoProto common.go: reason codes (iota order). */
export const WK_REASON = { success: 1, authFail: 2, connectKick: 12, ban: 19 } as const

/** WuKongIMGoProto common.go: DeviceLevelMaster = 1 kicks older sockets of the same flag. */
export const WK_DEVICE_LEVEL = { slave: 0, master: 1 } as const

/** WuKongIMGoProto common.go: device flags; /user/device_quit with -1 clears these three (internal/api/user.go). */
export const WK_DEVICE_FLAG = { app: 0, web: 1, pc: 2 } as const

/** internal/options/options.go Webhook.MsgNotifyEventRetryMaxCount: a failed push is tried 5 times, then dropped. */
export const WK_WEBHOOK_RETRY_MAX = 5

/** The version string /varz reports (version/version.go, set at build). */
export const WK_MODEL_VERSION = 'v2.2.5-20260422'

/** internal/types/message.go MessageResp, as WuKongIM writes it in JSON (payload base64). */
export interface WkMessageResp {
  header: { no_persist: number; red_dot: number; sync_once: number }
  setting: number
  /** Go int64: a bare JSON number that may exceed 2^53. */
  message_id: bigint
  message_idstr: string
  client_msg_no: string
  message_seq: number
  from_uid: string
  channel_id: string
  channel_type: number
  expire: number
  timestamp: number
  payload: string
}

interface StoredMessage extends WkMessageResp {}

/** pkg/wkdb conversation: what WuKongIM keeps per user and channel. */
interface Conversation {
  readToMsgSeq: number
  deletedAtMsgSeq: number
  /** UpdatedAt in nanoseconds. */
  updatedAt: bigint
}

interface Device {
  token: string
  level: number
}

/** internal/options/options.go SystemUID: /message/send without from_uid sends as this uid. */
export const WK_SYSTEM_UID = '____system'

/** A live socket of the model (stands in for a WebSocket the binary protocol runs on). */
export interface WkSocket {
  readonly uid: string
  readonly deviceFlag: number
  readonly deviceId: string
  /** The device level the CONNECT got (slave without token auth). */
  readonly level: number
  /** Set when the server ended it (a DISCONNECT with this reason code, or a plain close). */
  readonly closedWith: number | undefined
  readonly open: boolean
  /** Receives delivered to this socket. */
  readonly received: WkMessageResp[]
  close(): void
}

/** One webhook call WuKongIM makes: POST <webhook.httpAddr>?event=<event> with a JSON body. */
export interface WkWebhookCall {
  event: 'msg.notify' | 'msg.offline' | 'user.onlinestatus'
  body: unknown
}

export interface WkModelOptions {
  /** Wall clock in milliseconds (injected; WuKongIM stamps messages in seconds, versions in ns). */
  now: () => number
  /** Snowflake-sized message ids start here (64-bit, beyond 2^53 on purpose). */
  firstMessageId?: bigint
  /**
   * internal/options/options.go: `TokenAuthOn: false` by default ("tokenAuthOn" in wk.yaml); off,
   * internal/user/handler/event_connect.go handleConnect skips the token check and anyone connects
   * as anyone. Off here too unless a test turns it on.
   */
  tokenAuthOn?: boolean
}

export interface WkModel {
  /** internal/api/user.go updateToken. */
  updateToken(uid: string, token: string, deviceFlag: number, deviceLevel: number): number
  /**
   * A client's CONNECT (internal/user/handler/event_connect.go handleConnect): with token auth on, an
   * empty or wrong token gets reason authFail; older sockets of the uid, flag and device id close.
   */
  connect(uid: string, deviceFlag: number, token: string, deviceId?: string): WkSocket | { refused: number }
  /** internal/api/user.go deviceQuit / quitUserDevice: token cleared, sockets of the flag kicked. */
  deviceQuit(uid: string, deviceFlag: number): void
  /** Bans a uid: its token update answers ReasonBan (internal/api/user.go HasPermissionForChannel). */
  ban(uid: string): void
  /**
   * internal/api/channel.go channelCreateOrUpdate and addSubscriber (/channel/subscriber_add), both
   * through addSubscriberWithReq: every listed subscriber's conversation is written anew, read up to
   * the channel's last seq with no unread, even when they were a subscriber already.
   */
  createOrUpdateChannel(
    channelId: string,
    channelType: number,
    subscribers: readonly string[],
    reset: boolean,
  ): void
  /** internal/api/channel.go removeSubscriber: members and their conversations go. */
  removeSubscribers(channelId: string, channelType: number, subscribers: readonly string[]): void
  subscribers(channelId: string, channelType: number): readonly string[]
  /** A SEND from a client or /message/send: stored, delivered, conversations and webhooks updated. */
  send(
    fromUid: string,
    channelId: string,
    channelType: number,
    payload: string,
    clientMsgNo?: string,
    noPersist?: boolean,
    /** Sent through /message/send (the system device): no membership check. */
    viaApi?: boolean,
  ): WkMessageResp | { refused: number }
  /**
   * internal/api/message.go searchMessage: one stored message by id; undefined when none (answered
   * HTTP 200 `{"status":404}`). pkg/wkdb/message.go SearchMessages looks a message id up with
   * GetMessage, in every channel: the channel asked is not compared.
   */
  searchMessage(channelId: string, channelType: number, messageId: bigint): WkMessageResp | undefined
  /** Whether token auth is on (the model's stand-in for wk.yaml `tokenAuthOn`). */
  readonly tokenAuthOn: boolean
  /** internal/api/conversation.go syncUserConversation. */
  syncConversations(req: ConversationSyncRequest): SyncConversationResp[]
  /** internal/api/message.go syncMessages. */
  syncMessages(req: MessageSyncRequest): { more: number; messages: WkMessageResp[] }
  /** internal/api/conversation.go setConversationUnread. */
  setUnread(uid: string, channelId: string, channelType: number, unread: number): void
  /** internal/api/conversation.go deleteConversation. */
  deleteConversation(uid: string, channelId: string, channelType: number): void
  /** internal/api/user.go getOnlineStatus. */
  onlineStatus(uids: readonly string[]): { uid: string; device_flag: number; online: number }[]
  /** Webhook calls made so far and not yet taken. */
  takeWebhooks(): WkWebhookCall[]
  readonly tokens: ReadonlyMap<string, Device>
}

export interface ConversationSyncRequest {
  uid: string
  version: bigint
  last_msg_seqs: string
  msg_count: number
  only_unread: number
}

/** internal/api/conversation_model.go syncUserConversationResp. */
export interface SyncConversationResp {
  channel_id: string
  channel_type: number
  unread: number
  timestamp: number
  last_msg_seq: number
  last_client_msg_no: string
  offset_msg_seq: number
  readed_to_msg_seq: number
  /** Go int64 nanoseconds: about 1.7e18, beyond 2^53. */
  version: bigint
  recents: WkMessageResp[]
}

export interface MessageSyncRequest {
  login_uid: string
  channel_id: string
  channel_type: number
  start_message_seq: number
  end_message_seq: number
  limit: number
  pull_mode: number
}

const key = (channelId: string, channelType: number) => `${channelType}:${channelId}`

export function createWukongImModel(options: WkModelOptions): WkModel {
  const tokenAuthOn = options.tokenAuthOn ?? false
  const devices = new Map<string, Device>()
  const banned = new Set<string>()
  const sockets: (WkSocket & { end(reason: number | undefined): void })[] = []
  const channels = new Map<string, Set<string>>()
  const messages = new Map<string, StoredMessage[]>()
  /** Per uid: conversations by channel key (pkg/wkdb conversation + ConversationManager cache). */
  const conversations = new Map<string, Map<string, Conversation>>()
  const webhooks: WkWebhookCall[] = []
  let nextMessageId = options.firstMessageId ?? 1_900_000_000_000_000_001n
  const nanos = () => BigInt(options.now()) * 1_000_000n

  function online(uid: string) {
    return sockets.filter((s) => s.open && s.uid === uid)
  }

  // internal/webhook/webhook.go Online / Offline: "uid-deviceFlag-online-connId-deviceOnlineCount-totalOnlineCount".
  function onlineStatusWebhook(socket: WkSocket, up: boolean, connId: number) {
    const mine = online(socket.uid)
    const sameFlag = mine.filter((s) => s.deviceFlag === socket.deviceFlag).length
    webhooks.push({
      event: 'user.onlinestatus',
      body: [`${socket.uid}-${socket.deviceFlag}-${up ? 1 : 0}-${connId}-${sameFlag}-${mine.length}`],
    })
  }

  function conversationOf(uid: string, channelKey: string): Conversation | undefined {
    return conversations.get(uid)?.get(channelKey)
  }
  function putConversation(uid: string, channelKey: string, c: Conversation) {
    const mine = conversations.get(uid) ?? new Map<string, Conversation>()
    mine.set(channelKey, c)
    conversations.set(uid, mine)
  }
  const lastSeq = (channelKey: string) => messages.get(channelKey)?.length ?? 0

  const quitDevice = (uid: string, deviceFlag: number) => {
    const device = devices.get(`${uid}:${deviceFlag}`)
    // user.go quitUserDevice: "设备信息不存在！" for a flag never registered (deviceQuit ignores it).
    if (!device) return
    devices.set(`${uid}:${deviceFlag}`, { token: '', level: WK_DEVICE_LEVEL.master })
    for (const s of online(uid)) if (s.deviceFlag === deviceFlag) s.end(WK_REASON.connectKick)
  }

  return {
    tokens: devices,
    tokenAuthOn,
    deviceQuit(uid, deviceFlag) {
      if (deviceFlag === -1) for (const flag of Object.values(WK_DEVICE_FLAG)) quitDevice(uid, flag)
      else quitDevice(uid, deviceFlag)
    },
    updateToken(uid, token, deviceFlag, deviceLevel) {
      // internal/api/user.go: HasPermissionForChannel(uid, person) refuses as HTTP 200 {"status": reason}.
      if (banned.has(uid)) return WK_REASON.ban
      devices.set(`${uid}:${deviceFlag}`, { token, level: deviceLevel })
      // internal/api/user.go: DeviceLevelMaster kicks the old connections of this uid and device flag.
      if (deviceLevel === WK_DEVICE_LEVEL.master) {
        for (const s of online(uid)) if (s.deviceFlag === deviceFlag) s.end(WK_REASON.connectKick)
      }
      return WK_REASON.success
    },
    connect(uid, deviceFlag, token, deviceId = `${uid}-${deviceFlag}`) {
      const device = devices.get(`${uid}:${deviceFlag}`)
      let level: number = WK_DEVICE_LEVEL.slave
      if (tokenAuthOn) {
        if (token === '' || !device || device.token !== token) return { refused: WK_REASON.authFail }
        level = device.level
      }
      if (banned.has(uid)) return { refused: WK_REASON.ban }
      // event_connect.go "same master kicks each other": a master kicks the flag's sockets of other
      // device ids; either level closes older sockets of the same device id (a plain close).
      for (const old of online(uid)) {
        if (old.deviceFlag !== deviceFlag) continue
        if (old.deviceId === deviceId) old.end(undefined)
        else if (level === WK_DEVICE_LEVEL.master) old.end(WK_REASON.connectKick)
      }
      const connId = sockets.length + 1
      let closedWith: number | undefined
      let open = true
      const received: WkMessageResp[] = []
      const socket = {
        uid,
        deviceFlag,
        deviceId,
        level,
        received,
        get open() {
          return open
        },
        get closedWith() {
          return closedWith
        },
        end(reason: number | undefined) {
          if (!open) return
          open = false
          closedWith = reason
          onlineStatusWebhook(socket, false, connId)
        },
        close() {
          socket.end(undefined)
        },
      }
      sockets.push(socket)
      onlineStatusWebhook(socket, true, connId)
      return socket
    },
    ban(uid) {
      banned.add(uid)
    },
    createOrUpdateChannel(channelId, channelType, subscribers, reset) {
      // internal/api/channel.go: person channels take no subscribers.
      if (channelType === WK_CHANNEL_TYPE.person && subscribers.length > 0)
        throw new Error('不支持个人频道添加订阅者！')
      const k = key(channelId, channelType)
      const current = reset ? new Set<string>() : (channels.get(k) ?? new Set<string>())
      for (const uid of subscribers) {
        current.add(uid)
        // addSubscriberWithReq: AddOrUpdateConversations with ReadToMsgSeq = GetLastMsgSeq and
        // UnreadCount 0 for each listed subscriber (not for live channels), overwriting the row.
        if (channelType !== WK_CHANNEL_TYPE.live)
          putConversation(uid, k, { readToMsgSeq: lastSeq(k), deletedAtMsgSeq: 0, updatedAt: nanos() })
      }
      channels.set(k, current)
    },
    removeSubscribers(channelId, channelType, subscribers) {
      const k = key(channelId, channelType)
      const current = channels.get(k)
      for (const uid of subscribers) {
        current?.delete(uid)
        // removeSubscriber: DeleteConversation for each (not for live channels).
        if (channelType !== WK_CHANNEL_TYPE.live) conversations.get(uid)?.delete(k)
      }
    },
    subscribers(channelId, channelType) {
      return [...(channels.get(key(channelId, channelType)) ?? [])]
    },
    searchMessage(channelId, channelType, messageId) {
      // pkg/wkdb/message.go SearchMessages: a message id is looked up alone (GetMessage), in any channel.
      if (messageId > 0n) {
        for (const list of messages.values()) {
          const found = list.find((m) => m.message_id === messageId)
          if (found) return found
        }
        return undefined
      }
      return messages.get(key(channelId, channelType))?.find((m) => m.message_id === messageId)
    },
    send(fromUid, channelId, channelType, payload, clientMsgNo, noPersist = false, viaApi = false) {
      const k = key(channelId, channelType)
      const members = channels.get(k)
      // Sends into a channel the sender does not belong to are refused (internal/service/permission.go),
      // except those of the system device: /message/send (internal/api/message.go
      // sendMessageToChannel sends with options.G.SystemDeviceId), which any uid may use.
      if (!members) return { refused: 5 /* ReasonChannelNotExist */ }
      if (!members.has(fromUid) && !viaApi && fromUid !== WK_SYSTEM_UID) return { refused: 3 }
      const list = messages.get(k) ?? []
      const id = nextMessageId++
      // internal/channel/handler/event_persist.go: a no_persist message is not stored (no seq) and,
      // internal/manager/manager_conversation.go, updates no conversation; online devices get it.
      if (noPersist) {
        const once: StoredMessage = {
          header: { no_persist: 1, red_dot: 0, sync_once: 1 },
          setting: 0,
          message_id: id,
          message_idstr: id.toString(),
          client_msg_no: clientMsgNo ?? `wk-${id}`,
          message_seq: 0,
          from_uid: fromUid,
          channel_id: channelId,
          channel_type: channelType,
          expire: 0,
          timestamp: Math.floor(options.now() / 1000),
          payload,
        }
        for (const uid of members) for (const s of online(uid)) s.received.push(once)
        return once
      }
      const message: StoredMessage = {
        header: { no_persist: 0, red_dot: 1, sync_once: 0 },
        setting: 0,
        message_id: id,
        message_idstr: id.toString(),
        client_msg_no: clientMsgNo ?? `wk-${id}`,
        message_seq: list.length + 1,
        from_uid: fromUid,
        channel_id: channelId,
        channel_type: channelType,
        expire: 0,
        timestamp: Math.floor(options.now() / 1000),
        payload,
      }
      list.push(message)
      messages.set(k, list)
      const offline: string[] = []
      for (const uid of members) {
        const live = online(uid)
        for (const s of live) s.received.push(message)
        // event_distribute.go: members without a master-level connection (the sender excluded) go to
        // msg.offline, so with slave-level tokens every member does, online or not.
        const masterOnline = live.some((s) => s.level === WK_DEVICE_LEVEL.master)
        if (!masterOnline && uid !== fromUid) offline.push(uid)
        // internal/manager/manager_conversation.go Push (v2.1.4+): a send makes conversations only
        // in person and customer-service channels, at their first message (AddConversationsIfNotExist,
        // the sender read up to it). Group (and data, temp, live) channels get none from sends:
        // their members' conversations come from addSubscriberWithReq alone.
        const firstOfPersonal =
          (channelType === WK_CHANNEL_TYPE.person || channelType === WK_CHANNEL_TYPE.customerService) &&
          message.message_seq === 1
        if (firstOfPersonal && !conversationOf(uid, k)) {
          const readToMsgSeq = uid === fromUid ? message.message_seq : 0
          putConversation(uid, k, { readToMsgSeq, deletedAtMsgSeq: 0, updatedAt: nanos() })
        }
      }
      // internal/webhook/webhook.go: every stored message is notified (a batch array of MessageResp).
      webhooks.push({ event: 'msg.notify', body: [message] })
      if (offline.length > 0) webhooks.push({ event: 'msg.offline', body: { ...message, to_uids: offline } })
      return message
    },
    syncConversations(req) {
      // getChannelLastMsgSeqMap: "channelID:channelType:last_msg_seq|..."
      const clientSeqs = new Map<string, number>()
      for (const item of req.last_msg_seqs.split('|')) {
        const parts = item.split(':')
        if (parts.length !== 3) continue
        clientSeqs.set(`${parts[0]}-${Number(parts[1])}`, Number(parts[2]))
      }
      const result: SyncConversationResp[] = []
      // conversation.go: the recents are loaded only when msg_count > 0; otherwise nothing comes back.
      if (req.msg_count <= 0) return result
      for (const [k, c] of conversations.get(req.uid) ?? []) {
        const [typeText, ...idParts] = k.split(':')
        const channelType = Number(typeText)
        const channelId = idParts.join(':')
        let msgSeq = clientSeqs.get(`${channelId}-${channelType}`) ?? 0
        if (msgSeq !== 0) msgSeq += 1
        // "TODO: 这个参数可以废弃了,使用OnlyUnread": version > 0 behaves as only_unread.
        else if (req.version > 0n || req.only_unread === 1) msgSeq = c.readToMsgSeq + 1
        if (c.deletedAtMsgSeq > 0 && c.deletedAtMsgSeq > msgSeq) msgSeq = c.deletedAtMsgSeq + 1
        // request.go loadMessagesBatch (orderByLast): seq - 1 is the exclusive lower end; newest first.
        const end = msgSeq > 0 ? msgSeq - 1 : 0
        const all = messages.get(k) ?? []
        const last = all.length
        let recents: WkMessageResp[] = []
        if (last > 0 && end <= last) {
          const min =
            end === 0 ? Math.max(1, last - req.msg_count + 1) : Math.max(end + 1, last - req.msg_count + 1)
          recents = all.slice(min - 1, last).reverse()
        }
        const resp: SyncConversationResp = {
          channel_id: channelId,
          channel_type: channelType,
          unread: 0,
          timestamp: 0,
          last_msg_seq: 0,
          last_client_msg_no: '',
          offset_msg_seq: 0,
          readed_to_msg_seq: c.readToMsgSeq,
          version: c.updatedAt,
          recents,
        }
        const newest = recents[0]
        if (newest) {
          resp.last_msg_seq = newest.message_seq
          resp.last_client_msg_no = newest.client_msg_no
          resp.timestamp = newest.timestamp
          if (newest.message_seq > resp.readed_to_msg_seq)
            resp.unread = newest.message_seq - resp.readed_to_msg_seq
          // UserLastMsgSeq: the caller's own last message counts as read up to it.
          const userLast = [...all].reverse().find((m) => m.from_uid === req.uid)?.message_seq ?? 0
          if (userLast > resp.readed_to_msg_seq && newest.message_seq - userLast < resp.unread) {
            resp.unread = newest.message_seq - userLast
            resp.readed_to_msg_seq = userLast
          }
          // conversation.go: version = time.Unix(lastMsg.Timestamp, 0).UnixNano().
          resp.version = BigInt(newest.timestamp) * 1_000_000_000n
          if (newest.from_uid === req.uid) {
            resp.readed_to_msg_seq = newest.message_seq
            resp.unread = 0
          }
        }
        const known = clientSeqs.get(`${channelId}-${channelType}`) ?? 0
        if (known !== 0 && known >= resp.last_msg_seq) continue
        if (recents.length > 0) result.push(resp)
      }
      return result
    },
    syncMessages(req) {
      // message.go syncMessages: no membership check, the caller's uid only names person channels.
      const all = messages.get(key(req.channel_id, req.channel_type)) ?? []
      const limit = Math.min(req.limit, 10_000)
      const last = all.length
      const start = req.start_message_seq
      const end = req.end_message_seq
      let page: WkMessageResp[] = []
      if (start === 0 && end === 0) {
        // pkg/wkdb/message.go LoadLastMsgs: the latest `limit`.
        page = all.slice(Math.max(0, last - limit))
      } else if (req.pull_mode === 1) {
        // LoadNextRangeMsgs: [start, end) (end 0 = open), first `limit`.
        const max = end === 0 ? last + 1 : Math.min(end, last + 1)
        page = all.filter((m) => m.message_seq >= start && m.message_seq < max).slice(0, limit)
      } else if (end <= start) {
        // LoadPrevRangeMsgs: (end, start], the `limit` nearest start.
        const min =
          end === 0 ? Math.max(1, start - limit + 1) : start - end > limit ? start - limit + 1 : end + 1
        page = all.filter((m) => m.message_seq >= min && m.message_seq <= Math.min(start, last))
      }
      // message.go: more unless the page is short or reaches end_message_seq.
      let more = page.length >= limit
      if (page.length > 0 && end !== 0) {
        const edge = req.pull_mode === 0 ? page[0] : page[page.length - 1]
        if (edge?.message_seq === end) more = false
      }
      return { more: more ? 1 : 0, messages: page }
    },
    setUnread(uid, channelId, channelType, unread) {
      const k = key(channelId, channelType)
      const last = lastSeq(k)
      let readTo = last
      if (unread > last) readTo = last - 1
      else if (unread > 0) readTo = last - unread
      const c = conversationOf(uid, k) ?? { readToMsgSeq: 0, deletedAtMsgSeq: 0, updatedAt: nanos() }
      // conversation.go setConversationUnread: "如果已读消息序号大于等于未读消息序号，则不更新".
      if (c.readToMsgSeq >= readTo) return
      putConversation(uid, k, { ...c, readToMsgSeq: readTo, updatedAt: nanos() })
    },
    deleteConversation(uid, channelId, channelType) {
      const k = key(channelId, channelType)
      const c = conversationOf(uid, k)
      if (c) putConversation(uid, k, { ...c, deletedAtMsgSeq: lastSeq(k) })
    },
    onlineStatus(uids) {
      return uids.flatMap((uid) => online(uid).map((s) => ({ uid, device_flag: s.deviceFlag, online: 1 })))
    },
    takeWebhooks() {
      return webhooks.splice(0)
    },
  }
}
