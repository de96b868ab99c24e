/**
 * Doc comments for public exports whose declarations carry none yet. The API reference (TypeDoc,
 * `npm run docs`) takes a comment written here on an export specifier when the declaration itself
 * has no comment (scripts/typedoc-export-comments.js); `test/api-docs.test.ts` fails on any export
 * of the four entry points that is documented nowhere. Type-checked like the rest of the package, so
 * a renamed or removed export fails the typecheck. A comment moved onto its declaration makes the
 * entry here unnecessary: delete it then. Not part of the published files.
 */

export type {
  /** A stream message assembled from its chunks: stream number, channel, sender, chunks and whether it ended. */
  AssembledStream,
  /** A channel's info was fetched or changed (`channelInfo` event). */
  ChannelInfoEvent,
  /** `client.channels`: channel info (cached, fetched through `channelInfo`) and subscribers (synced through `syncSubscribers`). */
  ChannelManager,
  /** A message of the data layer: a `Message` plus `isDeleted`, the voice flags and the server's `remoteExtra`. */
  ChatMessage,
  /** The timers the client uses (`now`, `setTimeout`, `setInterval` and their clears); replace it in tests with a virtual clock. */
  Clock,
  /** One side effect of a connection transition (open the socket, start the heartbeat, notify ...). */
  ConnectionEffect,
  /** Turns contents into payload bytes and back; the default is the client's content registry. */
  ContentCodec,
  /** What a content codec knows about a received payload: its channel and sender. */
  ContentDecodeContext,
  /** A content type definition: its number, how to check a decoded JSON, its digest text, and how an upload fills it in. */
  ContentDefinition,
  /** The content types a client knows: parse, encode, digest and upload handling of every registered type. */
  ContentRegistry,
  /** A recent conversation: channel, timestamp (s), unread count, last message, extra, pending reminders and mention flag. */
  Conversation,
  /** A change of the conversation list: its action (add, update, remove) and the conversation. */
  ConversationChange,
  /** What `syncConversationExtras` resolves with, per changed conversation: its channel, version and the changed extra fields. */
  ConversationExtraInput,
  /** What `syncConversations` resolves with, per conversation: channel, timestamp (s), unread, optional last message, extra and version. */
  ConversationInput,
  /** `client.conversations`: the recent conversation list, its sync, unread counts and the open conversation. */
  ConversationManager,
  /** The codes of `CryptoError`: `BAD_KEY`, `DECRYPT_FAILED`. */
  CryptoErrorCode,
  /** The name of one provider callback of the data layer (`'syncMessages'`, `'syncConversations'` ...). */
  DataCallbackName,
  /** The data layer's provider callbacks (chat-spec §7); pass them in `options.callbacks`. Each one is optional until a feature needs it. */
  DataCallbacks,
  /** Any event of the data layer (newMessage, messageUpdate, conversation ...). */
  DataEvent,
  /** The type names of the data layer's events. */
  DataEventType,
  /** The event of type `T` out of the union `E`. */
  EventOf,
  /** Options of `client.messages.history()`: start and end seqs, limit (default 30) and pull mode (default 0, older). */
  HistoryQuery,
  /** A chat client: connection, sending, receiving, events and the data layer (messages, conversations, reminders, channels, uploads). */
  ImClient,
  /** Options of `createImClient`: uid, token and address (required), device flag, transport, callbacks, reconnect, storage, content types ... */
  ImClientOptions,
  /** Any runtime event (status, message, messageStatus ...). */
  ImEvent,
  /** The type names of the runtime's events. */
  ImEventType,
  /** Where the client keeps its outbox and recent messages: `memoryStorage()` (default) or `indexedDbStorage()`. */
  ImStorage,
  /** A function called with each event of one type. */
  Listener,
  /** Where the client's logs go: `debug`, `info`, `warn` and `error`, each with a message and fields (never payloads, keys or tokens). */
  Logger,
  /** A message as the runtime events carry it: ids, seqs, sender, channel, timestamp (s), content, status, flags and stream fields. */
  Message,
  /** The header flags of a message: noPersist, reddot (counts as unread), syncOnce, dup (a resend). */
  MessageHeader,
  /** Where a data-layer message came from: received live, synced to fill a gap, or the user's own. */
  MessageOrigin,
  /** The setting flags of a message: receipt (read receipts wanted), topic, stream. */
  MessageSetting,
  /** `client.messages`: the stored messages of a channel, history, extras, local flags and sending with an upload. */
  MessagesApi,
  /** The codes of `ProtocolError` (`TRUNCATED`, `FRAME_TOO_LARGE`, `PAYLOAD_TOO_LARGE` ...). */
  ProtocolErrorCode,
  /** One message of a read receipt: messageID, messageSeq and clientMsgNo. */
  ReadReceiptItem,
  /** A reason code number (one of the values of `ReasonCode`). */
  ReasonCodeValue,
  /** What `beforeReconnect` is told: the attempt number (0 for the first reconnect after a loss). */
  ReconnectInfo,
  /** Reconnect options: backoff on or off, the reconnect triggers and the `beforeReconnect` hook. */
  ReconnectOptions,
  /** A reminder (chat-spec §3): id, channel, type (1 mention me, 2 apply to join), done flag, version and optional message, text and data. */
  Reminder,
  /** What `syncReminders` resolves with, per reminder: id, channel, type, done flag, version and optional message, text and data. */
  ReminderInput,
  /** `client.reminders`: sync through `syncReminders`, pending reminders per channel, and `done()` through `reminderDone`. */
  ReminderManager,
  /** Reminders were synced or marked done (`reminders` event). */
  RemindersEvent,
  /** Options of `client.send()`: receipt, topic, stream number, expire (s), header flags, an AbortSignal and a deadline. */
  SendOptions,
  /** The connection status changed (`status` event): status, previous status, reason code and, on version-4 servers, the node id. */
  StatusEvent,
  /** Whether a subscribe-ack answers a subscribe or an unsubscribe. */
  SubscribeAction,
  /** Options of `client.subscribe()`: a parameter for the server and listeners for the channel's messages and acks. */
  SubscribeOptions,
  /** A channel subscriber as `syncSubscribers` reported it, with its channel. */
  Subscriber,
  /** A channel's subscribers changed (`subscribers` event). */
  SubscribersEvent,
  /** The argument of `syncConversations`: the highest conversation version seen (0 = everything) and the messages wanted per conversation. */
  SyncConversationsParams,
  /** The argument of `syncMessageExtras`: the channel, the highest extra version applied, and the page size (100). */
  SyncMessageExtrasParams,
  /** The argument of `syncMessages`: channel, inclusive start and end seqs (0 = unbounded), limit and pull mode (0 older, 1 newer). */
  SyncMessagesParams,
  /** A row of the connection state table: the next status and the effects to run. */
  Transition,
  /** An open socket as the client sees it: send bytes, close. */
  Transport,
  /** What a transport reports to the client: open, data, close and error. */
  TransportHandlers,
  /** The shape every event shares: a string `type` the union is keyed on. */
  TypedEvent,
  /** The argument of `messageUploadTask`: the task id, the waiting message, the file, an abort signal, a progress reporter and the resume offset. */
  UploadRequest,
  /** `client.uploads`: the running upload tasks, with suspend, resume and cancel. */
  UploadsApi,
  /** An upload of `sendWithUpload`: id, message, status, bytes loaded and total, progress (0-1) and the error of a failed one. */
  UploadTask,
  /** A WebSocket class (the browser's, or `ws` in Node) that `webSocketTransport()` can adapt. */
  WebSocketConstructor,
} from './src/index.js'

export {
  /** The event types of the connection state table (connect, socketOpen, connackOk, kick ...). */
  CONNECTION_EVENT_TYPES,
  /** Every connection status: Disconnect, Connecting, Connected, ConnectFail, ConnectKick. */
  CONNECTION_STATUSES,
  /** The key of a channel in maps and logs: `"<channelID>-<channelType>"`. */
  channelKey,
  /** A command content (type 99): `cmd` and an optional `param`. Commands arrive as `command` events. */
  commandContent,
  /** A content registry with the built-in types, plus `types` when given. */
  createContentRegistry,
  /** Creates an independent chat client. Nothing happens on the network until `connect()`. */
  createImClient,
  /** Every data-layer event type, in one list. */
  DATA_EVENT_TYPES,
  /** The default constants (chat-spec §9 plus the runtime's own); override any of them with `options.constants`. */
  DEFAULT_CONSTANTS,
  /** The remoteExtra of a message the server reported nothing about. */
  EMPTY_REMOTE_EXTRA,
  /** True when the error is a `ProtocolError`. */
  isProtocolError,
  /** True for the system content types 1000-2000. */
  isSystemContentType,
  /** The in-memory storage (the default): outbox and recent messages live as long as the client. */
  memoryStorage,
  /** A logger that drops everything (the default). */
  silentLogger,
  /** A stream chunk content (type 98) carrying base64 data. */
  streamContent,
  /** A text content (type 1), optionally with mention, reply, visibles and invisibles. */
  textContent,
} from './src/index.js'

export type {
  /** Connect-ack (server to client): reason code, server key and salt, time difference, server version and node id. */
  ConnackPacket,
  /** Connect (client to server): version, device flag and id, uid, token, client time and public key. */
  ConnectPacket,
  /** A content type number (one of the values of `ContentType`). */
  ContentTypeCode,
  /** Disconnect (server to client): reason code and reason text, e.g. 12 when kicked. */
  DisconnectPacket,
  /** The fixed header of a frame: packet type, flags, remaining length and the header's size. */
  FrameHeader,
  /** Cuts a byte stream into whole frames: `push(chunk)` returns the frames completed by it. */
  FrameSplitter,
  /** Options of the frame splitter: the largest frame accepted (default 1 MiB). */
  FrameSplitterOptions,
  /** Any packet of the protocol, keyed by `type`. */
  Packet,
  /** A packet type number (one of the values of `PacketType`). */
  PacketTypeCode,
  /** Ping (client to server, the single byte 0x70). */
  PingPacket,
  /** Pong (server to client, the single byte 0x80). */
  PongPacket,
  /** Receive-ack (client to server): acknowledges a received message by id and seq. */
  RecvackPacket,
  /** What `recvMsgKey` checks: the fields of a receive packet the msgKey covers. */
  RecvMsgKeyInput,
  /** Receive (server to client): an encrypted message with its ids, sender, channel, time and msgKey. */
  RecvPacket,
  /** Send-ack (server to client): the message's id and seq, or a refusal reason code. */
  SendackPacket,
  /** What `sendMsgKey` covers: client seq and number, channel and encrypted payload. */
  SendMsgKeyInput,
  /** Send (client to server): an encrypted message with its client seq and number, channel and msgKey. */
  SendPacket,
  /** Subscribe-ack (server to client): the channel, the action and a reason code. */
  SubackPacket,
  /** Subscribe or unsubscribe (client to server) a channel. */
  SubscribePacket,
  /** A decoded varint: its value and the bytes it took. */
  VarintResult,
} from './src/protocol/index.js'

export {
  /** The per-connection cipher: encrypt and decrypt payloads, compute and check msgKeys. */
  createSessionCipher,
  /** The session's AES key and IV from our private key, the server's public key and the salt of the connect-ack. */
  deriveSessionKeys,
  /** Standard base64 (with padding) of bytes. */
  encodeBase64,
  /** UTF-8 bytes of a string (the protocol's string encoding). */
  encodeUtf8,
  /** The protocol's variable-length integer (remaining length) as bytes. */
  encodeVarint,
  /** The X25519 key pair of a given private key (for tests with fixed keys). */
  keyPairFromPrivateKey,
  /** A random client message number (the id a sender gives a message). */
  randomClientMsgNo,
  /** A random device id, as sent in the connect packet. */
  randomDeviceId,
} from './src/protocol/index.js'

export type {
  /** How a server peer answers a connect: reason code, server version, node id, time difference. */
  AcceptOptions,
  /** A client's send, decrypted: the packet, the plain payload and whether its msgKey was valid. */
  OpenedSend,
  /** A message to push to a client: sender, channel, content and optional ids, seq, flags and stream fields. */
  PushOptions,
  /** A receive-ack the test server got: who sent it and for which message. */
  ReceivedAck,
  /** The server half of the protocol for one connection: decode what the client wrote, accept the connect, encrypt receives. */
  ServerPeer,
  /** A connection of the test server: id, uid, connect packet and whether it was accepted. */
  TestConnection,
  /** A message for `TestServer.push()`: like `PushOptions`, with the ids and seq optional. */
  TestPush,
  /** A running test server: its url, script, what it received, and push, kick, drop, waitFor and close. */
  TestServer,
  /** Options of `startTestServer`: host, port, the announced server version and the initial script. */
  TestServerOptions,
  /** A clock whose time moves only on `advance(ms)`; timers fire in order. */
  VirtualClock,
} from './src/testing/index.js'

export {
  /** Creates the server half of the protocol for one connection (for building your own test server). */
  createServerPeer,
  /** Creates a virtual clock to pass as `options.clock`. */
  createVirtualClock,
  /** Starts a WuKongIM-protocol server over WebSocket on 127.0.0.1 (Node, needs `ws`). */
  startTestServer,
} from './src/testing/index.js'
