import { strings as orderCard } from './chat-order-card'
import { strings as rating } from './chat-rating'
/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `chat`, the chat screens (/chatRoom, /chatRoomDetail, /service).
 * Every other language has exactly these keys (`Strings<'chat'>`, i18n/locales.test.ts).
 */
export const strings = {
  empty: 'No messages yet',
  delete: 'Delete',
  deleteTitle: 'Delete conversation',
  deleteConfirm: 'Delete this conversation?',
  mention: 'Mentions you',
  image: '[Image]',
  unknown: '[Unsupported message]',
  /** Issue #30: a product card in the conversation list (followed by the product's name). */
  product: '[Product]',
  productCard: 'Product: {{name}}, {{price}}',
  placeholder: 'Type a message',
  send: 'Send',
  sendImage: 'Send a picture',
  sending: 'Sending',
  failed: 'Not sent. Tap to resend',
  uploading: 'Uploading {{percent}}%',
  cancelUpload: 'Cancel upload',
  newMessages: 'New messages',
  jumpToLatest: 'Jump to latest',
  loadingOlder: 'Loading earlier messages…',
  noOlder: 'No earlier messages',
  connecting: 'Connecting…',
  offline: 'Offline. Reconnecting…',
  kicked: 'Chat was signed out on this device (code {{code}})',
  connectFailed: 'Could not connect to chat (code {{code}})',
  unavailable: 'Chat is unavailable',
  open: 'Open chat with {{name}}',
  picture: 'Picture',
  unread: '{{count}} unread',
  kickedElsewhere: 'Chat was opened on another device',
  reconnectHere: 'Reconnect here',
  failedDeadline: 'Not sent: no connection. Tap to resend',
  online: 'Online',
  lastSeen: 'Last seen {{time}}',
  awayNow: 'Away',
  typing: 'typing…',
  recall: 'Recall',
  recalled: 'Message recalled',
  recalledByYou: 'You recalled a message',
  edit: 'Edit',
  edited: '(edited)',
  saveEdit: 'Save',
  cancelEdit: 'Cancel',
  editLabel: 'Edit message',
  read: 'Read',
  /** Issue #29: the satisfaction rating card. */
  rating,
  /** Issue #44: the order card. */
  orderCard,
}
