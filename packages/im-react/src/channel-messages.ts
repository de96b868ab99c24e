import {
  type Channel,
  type ChatMessage,
  imageContent,
  type Message,
  type MessageContent,
  type UploadTask,
} from '@crossmart/im-sdk'
import type { BindableClient, MessageActions } from './client-type.js'
import { ImReactError, pluginMissing } from './errors.js'
import { createExternalStore, type ExternalStore } from './external-store.js'
import { imageSize } from './image-size.js'
import { mergeMessages, newestSeq, oldestSeq, sameMessage } from './message-list.js'

/** Older history: loading the first page, more to load, loading more, the first message reached, failed. */
export type HistoryState = 'loading' | 'idle' | 'older' | 'done' | 'error'

/** Newer history (after a jump back or a reconnect): nothing to fetch, fetching. */
export type NewerState = 'done' | 'newer'

/**
 * The last merge: 'initial' the first page, 'older' a page prepended (keep the scroll position),
 * 'restore' pages loaded to reach a message (loadUntil), 'newer' live or caught-up messages.
 */
export type LastChange = 'initial' | 'older' | 'newer' | 'restore'

export interface ChannelMessagesState {
  readonly messages: readonly ChatMessage[]
  readonly history: HistoryState
  readonly newer: NewerState
  readonly lastChange: LastChange
  /** Upload tasks of this channel's images still running, by the message's clientMsgNo. */
  readonly uploads: ReadonlyMap<string, UploadTask>
}

/** The state before anything loaded, and on the server (SSR): one frozen object, stable across renders. */
export const EMPTY_CHANNEL_MESSAGES: ChannelMessagesState = Object.freeze({
  messages: Object.freeze([]) as readonly ChatMessage[],
  history: 'loading',
  newer: 'done',
  lastChange: 'initial',
  uploads: new Map<string, UploadTask>(),
})

export interface ChannelMessagesOptions {
  /** Messages per history page. Default 30. */
  readonly pageSize?: number
  /** Pages loadUntil() loads at most. Default 10. */
  readonly maxRestorePages?: number
  /** How the app recalls and edits messages on its server. */
  readonly actions?: MessageActions
  /**
   * The `cmd` of command messages (content type 99) that mean "this channel's message extras
   * changed": the hook fetches them. Default ['syncMessageExtras', 'syncMessageExtra'].
   */
  readonly extrasCommands?: readonly string[]
  /** Mark what the other side sent as read while the channel is shown. Default true. */
  readonly markRead?: boolean
}

export const DEFAULT_PAGE_SIZE = 30
export const DEFAULT_MAX_RESTORE_PAGES = 10
export const DEFAULT_EXTRAS_COMMANDS: readonly string[] = ['syncMessageExtras', 'syncMessageExtra']

/** One channel's messages and what can be done with them; `start()` runs it, its return stops it. */
export interface ChannelMessages {
  readonly store: ExternalStore<ChannelMessagesState>
  start(): () => void
  loadOlder(): void
  loadNewer(): void
  /** Loads older pages until the message of `seq` is in the list; resolves whether it is. */
  loadUntil(seq: number): Promise<boolean>
  retry(): void
  send(content: MessageContent): Message
  /**
   * Sends an image message: the picture's size is read, the file uploaded (uploadsPlugin); `fields`
   * go into the content (e.g. the sender's display name).
   */
  sendImage(file: Blob, fields?: Readonly<Record<string, unknown>>): Promise<ChatMessage>
  resend(message: ChatMessage): Message
  revoke(message: ChatMessage): Promise<void>
  edit(message: ChatMessage, content: MessageContent): Promise<void>
}

const sameChannel = (a: Channel, b: Channel) => a.channelID === b.channelID && a.channelType === b.channelType
const isDone = (task: UploadTask) =>
  task.status === 'success' || task.status === 'cancel' || task.status === 'fail'

/**
 * One channel's messages while it is shown: the stored ones at once (`messages.open`), the newest
 * page, live ones as they come, older pages on demand, the missed ones after a reconnect, and the
 * extras (revoke, edit, read counts) kept with each message. What the other side sent is marked
 * read (chat-spec §4 receipts) and the receipts go out when the page is hidden or the chat left.
 */
export function createChannelMessages(
  client: BindableClient,
  channel: Channel,
  options: ChannelMessagesOptions = {},
): ChannelMessages {
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE
  const maxRestorePages = options.maxRestorePages ?? DEFAULT_MAX_RESTORE_PAGES
  const extrasCommands = options.extrasCommands ?? DEFAULT_EXTRAS_COMMANDS
  const store = createExternalStore<ChannelMessagesState>(EMPTY_CHANNEL_MESSAGES)
  let alive = false
  let generation = 0
  let loaded = false

  const patch = (next: Partial<ChannelMessagesState>) => store.update((state) => ({ ...state, ...next }))

  /** The store's copy of each message when it has one: it carries the extras applied so far. */
  const withStored = (incoming: readonly ChatMessage[]): ChatMessage[] => {
    const stored = client.messages.list(channel)
    return incoming.map((m) => stored.find((s) => sameMessage(s, m)) ?? m)
  }

  const add = (incoming: readonly ChatMessage[], change: LastChange) => {
    if (!alive || incoming.length === 0) return
    store.update((state) => ({
      ...state,
      lastChange: change,
      messages: mergeMessages(state.messages, withStored(incoming)),
    }))
  }

  const markRead = (list: readonly ChatMessage[]) => {
    if (options.markRead === false || !alive) return
    client.conversations?.clearUnread(channel)
    const read = list
      .filter((m) => m.fromUID !== client.uid && m.messageID !== '' && m.messageSeq > 0)
      .map((m) => ({ messageID: m.messageID, messageSeq: m.messageSeq, clientMsgNo: m.clientMsgNo }))
    if (read.length === 0) return
    try {
      client.markRead(channel, read)
    } catch {
      // A client without receiptsPlugin() or the "messageRead" callback: nothing to report.
    }
  }

  const syncExtras = () => {
    client.extras?.sync(channel).catch(() => undefined)
  }

  const page = (startMessageSeq: number, pullMode: 0 | 1) =>
    client.messages.history(channel, { startMessageSeq, limit: pageSize, pullMode })

  async function load(mine: number): Promise<void> {
    patch({ history: 'loading' })
    // The stored messages first (a reload shows them before the network answers), with the ones
    // held in memory (the user's own still waiting for their ack among them).
    const cached = await client.messages.open(channel)
    if (mine !== generation) return
    add([...cached, ...client.messages.list(channel)], 'initial')
    const latest = await page(0, 0)
    if (mine !== generation) return
    add(latest, 'initial')
    patch({ history: latest.length < pageSize || oldestSeq(latest) <= 1 ? 'done' : 'idle' })
    loaded = true
    markRead([...cached, ...latest])
    // Revokes, edits and read counts of what is shown (later changes come with a command).
    syncExtras()
  }

  /** After a reconnect: the pages after the newest shown (what arrived while away), then the extras. */
  async function catchUp(mine: number): Promise<void> {
    if (!loaded || store.get().newer === 'newer') return
    patch({ newer: 'newer' })
    try {
      for (;;) {
        const after = newestSeq(store.get().messages)
        const next = await page(after + 1, 1)
        if (mine !== generation) return
        add(next, 'newer')
        markRead(next)
        if (next.length < pageSize || newestSeq(next) <= after) break
      }
    } catch {
      // The next reconnect tries again; live messages still arrive.
    } finally {
      if (mine === generation) patch({ newer: 'done' })
    }
    syncExtras()
  }

  function start(): () => void {
    alive = true
    const mine = ++generation
    loaded = false
    store.set(EMPTY_CHANNEL_MESSAGES)
    const offs = [
      client.on('status', ({ status }) => {
        if (status === 'Connected') void catchUp(generation)
      }),
      client.on('newMessage', ({ message }) => {
        if (!sameChannel(message.channel, channel)) return
        add([message], 'newer')
        if (message.fromUID !== client.uid) markRead([message])
      }),
      client.on('messageUpdate', ({ message }) => {
        if (sameChannel(message.channel, channel)) add([message], 'newer')
      }),
      client.on('command', ({ message }) => {
        const cmd = message.content['cmd']
        if (sameChannel(message.channel, channel) && typeof cmd === 'string' && extrasCommands.includes(cmd))
          syncExtras()
      }),
      client.on('upload', ({ task }) => {
        if (!alive || !sameChannel(task.message.channel, channel)) return
        store.update((state) => {
          const uploads = new Map(state.uploads)
          if (isDone(task)) uploads.delete(task.message.clientMsgNo)
          else uploads.set(task.message.clientMsgNo, task)
          return { ...state, uploads }
        })
      }),
    ]
    load(mine).catch(() => {
      if (mine === generation) patch({ history: 'error' })
    })
    // A phone hides the page before it is closed or reloaded: send what was read now, not at the
    // next flush, or the conversation shows as unread again on the next visit.
    const doc = typeof document === 'undefined' ? undefined : document
    const win = typeof window === 'undefined' ? undefined : window
    const flush = () => void client.flushReadReceipts()
    const flushWhenHidden = () => {
      if (doc?.visibilityState === 'hidden') flush()
    }
    doc?.addEventListener('visibilitychange', flushWhenHidden)
    win?.addEventListener('pagehide', flush)
    return () => {
      alive = false
      generation += 1
      for (const off of offs) off()
      doc?.removeEventListener('visibilitychange', flushWhenHidden)
      win?.removeEventListener('pagehide', flush)
      // Leaving the chat sends what was read now rather than at the next flush.
      flush()
    }
  }

  function loadOlder(): void {
    if (store.get().history !== 'idle') return
    const oldest = oldestSeq(store.get().messages)
    if (oldest <= 1) {
      patch({ history: 'done' })
      return
    }
    const mine = generation
    patch({ history: 'older' })
    page(oldest - 1, 0).then(
      (older) => {
        if (mine !== generation) return
        add(older, 'older')
        patch({ history: older.length < pageSize || oldestSeq(older) <= 1 ? 'done' : 'idle' })
      },
      () => {
        if (mine === generation) patch({ history: 'idle' })
      },
    )
  }

  async function loadUntil(seq: number): Promise<boolean> {
    const mine = generation
    let oldest = oldestSeq(store.get().messages)
    let more = store.get().history === 'idle'
    for (let n = 0; more && oldest > seq && n < maxRestorePages; n++) {
      const older = await page(oldest - 1, 0)
      if (mine !== generation) return false
      more = older.length === pageSize && oldestSeq(older) > 1
      if (older.length === 0) break
      oldest = Math.min(oldest, oldestSeq(older))
      add(older, 'restore')
      patch({ history: more ? 'idle' : 'done' })
    }
    return oldest <= seq && oldest > 0
  }

  const needExtras = async (message: ChatMessage, run: (actions: MessageActions) => Promise<unknown>) => {
    const actions = options.actions
    if (actions === undefined)
      throw new ImReactError('NO_ACTIONS', 'revoke and edit need `actions` on the ImProvider')
    await run(actions)
    // The server changed the message's extras: fetch them (the other side is told by a command).
    if (client.extras) await client.extras.sync(message.channel)
  }

  return {
    store,
    start,
    loadOlder,
    loadNewer: () => void catchUp(generation),
    loadUntil,
    retry() {
      if (!alive) return
      const mine = ++generation
      load(mine).catch(() => {
        if (mine === generation) patch({ history: 'error' })
      })
    },
    send: (content) => client.send(content, channel),
    async sendImage(file, fields) {
      const uploads = client.uploads
      if (!uploads) throw pluginMissing('uploadsPlugin', 'sendImage')
      const size = await imageSize(file)
      return uploads.sendWithUpload({ ...imageContent(size), ...fields }, channel, file)
    },
    resend: (message) => client.resend(message),
    revoke: (message) => needExtras(message, (actions) => actions.revoke(message)),
    edit: (message, content) => needExtras(message, (actions) => actions.edit(message, content)),
  }
}
