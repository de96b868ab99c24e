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
  placeholder: 'Type a message',
  send: 'Send',
  sendImage: 'Send a picture',
  sending: 'Sending',
  failed: 'Not sent. Tap to resend',
  uploading: 'Uploading {{percent}}%',
  cancelUpload: 'Cancel upload',
  newMessages: 'New messages',
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
}
