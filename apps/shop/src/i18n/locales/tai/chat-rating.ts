import type { strings as en } from '../en/chat-rating'

/** Thai: the satisfaction rating card in the chat (issue #29), see ../en/chat-rating.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  title: 'บริการของเราเป็นอย่างไรบ้าง?',
  ask: 'ให้คะแนนการสนทนานี้ 1 ถึง 5 ดาว',
  star: '{{n}} จาก 5 ดาว',
  comment: 'ความคิดเห็น (ไม่บังคับ)',
  submit: 'ส่งคะแนน',
  sending: 'กำลังส่ง…',
  thanks: 'ขอบคุณสำหรับคะแนน',
  given: 'คุณให้ {{n}} จาก 5',
  loading: 'กำลังโหลดคะแนน…',
  failed: 'โหลดคะแนนไม่ได้',
}
