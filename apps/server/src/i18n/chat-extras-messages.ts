import type { Localized } from './languages'

/**
 * Refusals of the chat extras calls (server README "Chat": revoke, edit), in the five languages of
 * shop-spec §9. Spread into SERVER_MESSAGES.
 */
export const CHAT_EXTRAS_MESSAGES = {
  'chat.channelNotFound': {
    en: 'This conversation does not exist or is not yours',
    zh: '会话不存在或不属于你',
    jp: 'この会話は存在しないか、あなたのものではありません',
    kor: '대화가 없거나 본인의 대화가 아닙니다',
    tai: 'ไม่พบการสนทนานี้หรือไม่ใช่ของคุณ',
  },
  'chat.messageNotFound': {
    en: 'Message not found',
    zh: '消息不存在',
    jp: 'メッセージが見つかりません',
    kor: '메시지를 찾을 수 없습니다',
    tai: 'ไม่พบข้อความ',
  },
  'chat.notOwnMessage': {
    en: 'Only the sender can change this message',
    zh: '只有发送者可以修改这条消息',
    jp: 'このメッセージを変更できるのは送信者だけです',
    kor: '보낸 사람만 이 메시지를 변경할 수 있습니다',
    tai: 'เฉพาะผู้ส่งเท่านั้นที่แก้ไขข้อความนี้ได้',
  },
  'chat.revokeExpired': {
    en: 'A message can only be recalled within 2 minutes of sending',
    zh: '消息发送超过 2 分钟后无法撤回',
    jp: 'メッセージは送信後 2 分以内のみ取り消せます',
    kor: '메시지는 보낸 후 2분 이내에만 회수할 수 있습니다',
    tai: 'เรียกคืนข้อความได้ภายใน 2 นาทีหลังส่งเท่านั้น',
  },
  'chat.editExpired': {
    en: 'A message can only be edited within 2 minutes of sending',
    zh: '消息发送超过 2 分钟后无法编辑',
    jp: 'メッセージは送信後 2 分以内のみ編集できます',
    kor: '메시지는 보낸 후 2분 이내에만 수정할 수 있습니다',
    tai: 'แก้ไขข้อความได้ภายใน 2 นาทีหลังส่งเท่านั้น',
  },
  'chat.contentRefused': {
    en: 'This content cannot be sent in chat: pictures must be uploaded from this app by you',
    zh: '此内容无法在聊天中发送：图片必须由您通过本应用上传',
    jp: 'この内容はチャットで送信できません。画像はご自身でこのアプリからアップロードしてください',
    kor: '이 내용은 채팅으로 보낼 수 없습니다. 사진은 직접 이 앱에서 업로드해야 합니다',
    tai: 'ไม่สามารถส่งเนื้อหานี้ในแชตได้ รูปภาพต้องอัปโหลดจากแอปนี้โดยคุณเอง',
  },
  'chat.messageRevoked': {
    en: 'This message was recalled',
    zh: '该消息已撤回',
    jp: 'このメッセージは取り消されました',
    kor: '회수된 메시지입니다',
    tai: 'ข้อความนี้ถูกเรียกคืนแล้ว',
  },
  'chat.editInvalid': {
    en: 'The new content must be a JSON object with a type',
    zh: '新内容必须是带 type 的 JSON 对象',
    jp: '新しい内容は type を持つ JSON オブジェクトである必要があります',
    kor: '새 내용은 type이 있는 JSON 객체여야 합니다',
    tai: 'เนื้อหาใหม่ต้องเป็นออบเจ็กต์ JSON ที่มี type',
  },
  'chat.extrasUnavailable': {
    en: 'This chat server does not keep message extras',
    zh: '此聊天服务器不保存消息扩展',
    jp: 'このチャットサーバーはメッセージの拡張情報を保存しません',
    kor: '이 채팅 서버는 메시지 확장 정보를 저장하지 않습니다',
    tai: 'เซิร์ฟเวอร์แชตนี้ไม่เก็บข้อมูลเสริมของข้อความ',
  },
} as const satisfies Record<string, Localized>
