/**
 * `sharedTabsPlugin()`: one socket for all tabs of a browser (README "One socket for all tabs").
 * A server keeps one connection per uid and device flag, so a second tab of the same user would kick
 * the first (chat-spec §4 ConnectKick). With this plugin the tabs elect a leader through a lock (Web
 * Locks by default): the leader holds the socket and relays its runtime events (received messages,
 * commands, status, its sends and their results) over a broadcast channel; the others (followers)
 * open no socket, show the leader's events as their own, and hand their sends to the leader.
 *
 * A follower keeps its own sends queued until the leader relays their result. When the leader tab
 * closes, its lock is released and a waiting follower takes it: it opens the socket, its queued
 * sends go out with their clientMsgNo (the server drops a copy the old leader already sent), and the
 * resync after the connect-ack (README "Connection") fetches what arrived during the handover.
 */

import type { Message } from '../chat/message.js'
import type { ConnectionStatus } from '../connection/state.js'
import type { ImEvent } from '../events/types.js'
import type { ImPlugin, PluginRuntime, RelayedSignal } from '../plugins/plugin.js'

/** The part of the Web Locks API the election uses (`navigator.locks`). */
export interface TabLocks {
  /** Calls `callback` once the lock is held; the lock is held until its promise settles. */
  request(name: string, callback: () => Promise<void>): Promise<unknown>
}

/** The part of `BroadcastChannel` the tabs talk over. */
export interface TabBus {
  postMessage(data: unknown): void
  addEventListener(type: 'message', listener: (event: { readonly data: unknown }) => void): void
  close(): void
}

/** Options of `sharedTabsPlugin()`; the defaults are the browser's Web Locks and BroadcastChannel. */
export interface SharedTabsOptions {
  /** Default: `navigator.locks`. Without any, every tab keeps its own socket (as without the plugin). */
  readonly locks?: TabLocks
  /** Default: `new BroadcastChannel(name)`. */
  readonly openBus?: (name: string) => TabBus
  /** Lock and channel name; default `crossmart-im-<uid>` (one leader per user and browser). */
  readonly name?: string
}

/** `client.tabs`: this tab's role. */
export interface SharedTabsApi {
  /** True while this tab holds the socket. */
  readonly leader: boolean
}

/** What the tabs say to each other (structured-cloned). */
type TabNote =
  | { readonly k: 'event'; readonly event: ImEvent }
  | { readonly k: 'send'; readonly message: Message }
  | { readonly k: 'hello' }
  | { readonly k: 'connect' }
  /** A follower's short-lived signal ("typing…") for the leader's socket. */
  | { readonly k: 'signal'; readonly signal: RelayedSignal }

/** The runtime events a leader relays to its followers. */
const RELAYED = ['message', 'command', 'status', 'outgoing', 'messageStatus'] as const

// Some environments (jsdom) define `navigator.locks` as null.
const defaultLocks = (): TabLocks | undefined =>
  (globalThis as { navigator?: { locks?: TabLocks | null } }).navigator?.locks ?? undefined

const defaultBus = (name: string): TabBus => new BroadcastChannel(name) as unknown as TabBus

/** Adds `client.tabs`; the tabs of one browser share one socket. */
export function sharedTabsPlugin(options: SharedTabsOptions = {}): ImPlugin<'tabs', SharedTabsApi> {
  return {
    key: 'tabs',
    install(context) {
      const runtime = context.runtime
      const locks = options.locks ?? defaultLocks()
      // Without a runtime (a bare data layer) or a lock API, this tab simply keeps its own socket.
      if (runtime === undefined || locks === undefined) return { leader: true }
      return shareSocket(
        runtime,
        locks,
        options.openBus ?? defaultBus,
        options.name ?? `crossmart-im-${context.uid}`,
        {
          own: context.own,
          onDestroy: context.onDestroy,
        },
      )
    },
  }
}

function shareSocket(
  runtime: PluginRuntime,
  locks: TabLocks,
  openBus: (name: string) => TabBus,
  name: string,
  data: { own(message: Message): void; onDestroy(release: () => void): void },
): SharedTabsApi {
  const bus = openBus(name)
  let leader = false
  let closed = false
  /** The app asked for a connection (connect() since the last disconnect()). */
  let wanted = false
  let releaseLock: () => void = () => {}
  /** This follower's sends handed to a leader and not settled yet, by clientMsgNo. */
  const forwarded = new Map<string, Message>()
  const post = (note: TabNote): void => {
    if (!closed) bus.postMessage(note)
  }

  // Leader: relay every runtime event its socket produces.
  const offRelay = RELAYED.map((type) =>
    runtime.on(type, (event) => {
      if (leader) post({ k: 'event', event })
    }),
  )

  // Follower: its sends wait in its own queue (nothing writes them) and go to the leader.
  const offForward = runtime.on('outgoing', ({ message }) => {
    if (leader) return
    forwarded.set(message.clientMsgNo, message)
    post({ k: 'send', message })
  })

  function followerSees(event: ImEvent): void {
    if (event.type === 'status') {
      runtime.showStatus(event.status)
      runtime.emit(event)
      // A leader that came up after a send was handed over never saw it: hand it over again (the
      // leader and the server both drop a copy by clientMsgNo).
      if (event.status === 'Connected') for (const message of forwarded.values()) post({ k: 'send', message })
    } else if (event.type === 'message' || event.type === 'command') {
      runtime.emit(event)
    } else if (event.type === 'outgoing' || event.type === 'messageStatus') {
      // This tab's own send: its result settles the copy waiting here (its relayed queueing is
      // known already). Another tab's send is shown as this user's own message.
      if (!forwarded.has(event.message.clientMsgNo)) data.own(event.message)
      else if (event.type === 'messageStatus') runtime.settle(event.message)
    }
  }

  // Settled here (its result relayed, or its own deadline passed): nothing to hand over any more.
  const offSettled = runtime.on('messageStatus', ({ message }) => {
    forwarded.delete(message.clientMsgNo)
  })

  // Follower: signals go to the leader (a signal is worth nothing later: not kept when none listens).
  runtime.provideSignals({
    relay: (signal) => {
      if (leader || closed) return false
      post({ k: 'signal', signal })
      return true
    },
  })

  bus.addEventListener('message', ({ data: raw }) => {
    const note = raw as TabNote
    if (leader) {
      if (note.k === 'send') runtime.adopt(note.message)
      else if (note.k === 'signal') runtime.writeSignal(note.signal)
      else if (note.k === 'hello') post({ k: 'event', event: statusEvent(runtime.ownStatus) })
      else if (note.k === 'connect' && !isUp(runtime.ownStatus)) runtime.open()
    } else if (note.k === 'event') {
      followerSees(note.event)
    }
  })

  runtime.gate({
    connect() {
      wanted = true
      if (leader) return runtime.open()
      if (!isUp(runtime.ownStatus)) runtime.showStatus('Connecting')
      // Also the "reconnect here" of a kicked tab: the leader connects again.
      post({ k: 'connect' })
    },
    disconnect() {
      wanted = false
      if (leader) runtime.close()
    },
  })

  // Until the lock is ours this tab follows: ask the leader (if any) for its status.
  post({ k: 'hello' })
  locks
    .request(
      name,
      () =>
        new Promise<void>((release) => {
          if (closed) return release()
          releaseLock = release
          leader = true
          forwarded.clear()
          runtime.showStatus(undefined)
          // The follower's waiting sends go out on the new socket, after the connect-ack.
          if (wanted) runtime.open()
        }),
    )
    .catch(() => undefined)

  data.onDestroy(() => {
    closed = true
    for (const off of offRelay) off()
    offForward()
    offSettled()
    runtime.gate(undefined)
    releaseLock()
    bus.close()
  })

  return {
    get leader() {
      return leader
    },
  }
}

const isUp = (status: ConnectionStatus): boolean => status === 'Connected' || status === 'Connecting'

function statusEvent(status: ConnectionStatus): ImEvent {
  return { type: 'status', status, previous: status, reasonCode: status === 'Connected' ? 1 : 0 }
}
