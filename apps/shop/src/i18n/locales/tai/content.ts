import type { Strings } from '../../namespaces'

/** Thai: namespace `content` (see ../en/content.ts). */
export const strings: Strings<'content'> = {
  heading: 'รายการโปรด',
  favourites: {
    list: 'สินค้าที่ชื่นชอบ',
    empty: 'ยังไม่มีรายการโปรด แตะหัวใจบนสินค้าเพื่อเก็บไว้ที่นี่',
    remove: 'นำออก',
    removeNamed: 'นำ {{name}} ออกจากรายการโปรด',
    removed: 'นำออกจากรายการโปรดแล้ว',
  },
  heart: {
    list: 'ร้านค้าที่ติดตาม',
    empty: 'ยังไม่ได้ติดตามร้านค้าใด',
    unfollow: 'เลิกติดตาม',
    unfollowNamed: 'เลิกติดตาม {{name}}',
    unfollowed: 'เลิกติดตามแล้ว',
  },
  articles: {
    help: 'บทความช่วยเหลือ',
    law: 'นโยบาย',
    empty: 'ยังไม่มีบทความ',
    contactService: 'ติดต่อฝ่ายบริการลูกค้า',
    contactHint: 'ไม่พบคำตอบ? แชทกับเราได้เลย',
    back: 'บทความทั้งหมด',
    notFound: 'ไม่มีบทความนี้',
  },
  platform: {
    about: 'เกี่ยวกับ',
    merchants: 'สำหรับผู้ค้า',
    merchantEntry: 'สมัครเป็นร้านค้าและพันธมิตร',
    seller: 'ผู้ขายบนแพลตฟอร์ม',
    serviceEmail: 'อีเมลฝ่ายบริการ',
    currency: 'สกุลเงิน',
    contact: 'ติดต่อ',
  },
}
