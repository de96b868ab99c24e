import type { ApiClientOptions, ImageUploader, PageLocation } from '@crossmart/api-client'
import type {
  Channel,
  ChannelManager,
  Clock,
  ConversationManager,
  ExtrasApi,
  ImClient,
  ReminderManager,
  SharedTabsApi,
  TabBus,
  TabLocks,
  TransportFactory,
  UploadsApi,
} from '@crossmart/im-sdk'
import type { TypingApi } from '@crossmart/im-sdk/typing'
import type { ChatSdk } from './chat-sdk'

/** Types only: the app shell may import this module without bundling the SDK. */

/** A customer-service channel with what the screens show of it (getServiceChannel). */
export interface ServiceChannel {
  readonly channel: Channel
  readonly name: string
  readonly avatar: string
}

/**
 * The SDK client with the optional managers the shop uses (SDK README "Plugins"): the
 * conversation list, uploads (image messages), extras (revoke, edit, read counts), channels (the service's online state), reminders,
 * and one socket shared by the shopper's tabs.
 */
export type ChatClient = ImClient & {
  readonly conversations: ConversationManager
  readonly uploads: UploadsApi
  readonly extras: ExtrasApi
  readonly channels: ChannelManager
  readonly reminders: ReminderManager
  readonly tabs: SharedTabsApi
  readonly typing: TypingApi
}

/** One signed-in user's chat: the SDK client and the helpers of the loaded SDK. */
export interface ChatConnection {
  readonly uid: string
  readonly client: ChatClient
  readonly sdk: ChatSdk
  /** The shop's (merId) or the platform's channel; asked once per session and kept. */
  serviceChannel(merId: number | undefined): Promise<ServiceChannel>
}

/** What starting the chat needs besides the api client; tests replace the transport and storage. */
export interface ChatStartOptions {
  /** The page's location, for the socket address (window.location in the browser). */
  location: PageLocation
  /** What the default image uploader (XMLHttpRequest, progress events) needs of the api client. */
  uploadApi: Pick<ApiClientOptions, 'baseUrl' | 'getToken' | 'getLang' | 'onUnauthorized'>
  /** Default: the api client's upload over XMLHttpRequest. */
  upload?: ImageUploader
  /** Default false: IndexedDB `crossmart-im-<uid>` (the outbox and recent messages survive a reload). */
  memoryStorage?: boolean
  /** Tests: the SDK's fake server and virtual clock. */
  transport?: TransportFactory
  clock?: Clock
  /** Tests: the tabs of a simulated browser (default: Web Locks and BroadcastChannel). */
  tabs?: { locks: TabLocks; openBus(name: string): TabBus }
}
