import type { queueEn } from './en'

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> }

/** Issue #29 queue control (ไทย). */
export const queueTai: Strings<typeof queueEn> = {
  stateFilter: 'สถานะ',
  state_any: 'ทุกสถานะ',
  state_open: 'เปิดอยู่',
  state_pending: 'รอลูกค้าตอบ',
  state_snoozed: 'เลื่อนไว้',
  state_resolved: 'แก้ไขแล้ว',
  empty: 'ไม่มีการสนทนาในสถานะนี้',
  actions: 'สถานะการสนทนา',
  resolve: 'แก้ไขแล้ว',
  reopen: 'เปิดอีกครั้ง',
  markPending: 'รอลูกค้า',
  snoozeHour: 'เลื่อน 1 ชม.',
  snoozeTomorrow: 'เลื่อนถึงพรุ่งนี้',
  snoozedUntil: 'เลื่อนถึง {{time}}',
  shortcuts: 'Alt+J / Alt+K: ถัดไป / ก่อนหน้า · Alt+E: แก้ไขแล้ว · Ctrl+Alt+E: แก้ไขแล้วและเปิดรายการถัดไป',
  availability: 'สถานะของฉัน',
  availability_online: 'ออนไลน์',
  availability_busy: 'ไม่ว่าง',
  availability_offline: 'ออฟไลน์',
  settings: {
    nav: 'ตั้งค่าคิว',
    title: 'ตั้งค่าคิว',
    timeZone: 'เขตเวลา',
    hours: 'เวลาทำการ',
    hoursHint: 'ไม่มีวันทำการ: เปิดตลอดเวลา',
    openDay: 'เปิด',
    from: 'เปิดเวลา',
    to: 'ปิดเวลา',
    away: 'ข้อความเมื่อไม่อยู่',
    awayHint: 'ส่งนอกเวลาทำการหรือเมื่อไม่มีใครออนไลน์ ไม่เกินวันละครั้งต่อการสนทนา เว้นภาษาใดว่างไว้จะใช้ข้อความเริ่มต้น',
    memberLimit: 'จำนวนการสนทนาต่อพนักงาน (มอบหมายอัตโนมัติ)',
    noAnswerMinutes: 'คืนเข้าคิวเมื่อไม่มีการตอบเกินกี่นาที',
    save: 'บันทึก',
    saved: 'บันทึกการตั้งค่าแล้ว',
  },
}
