import type { Strings } from '../../namespaces'

/** Thai: namespace `me` (see ../en/me.ts). */
export const strings: Strings<'me'> = {
  messages: 'ข้อความ',
  guest: 'ผู้เยี่ยมชม',
  balance: 'ยอดเงินคงเหลือ',
  shopping: 'ช้อปปิ้ง',
  settings: 'การตั้งค่า',
  allProducts: 'สินค้าทั้งหมด',
  popular: 'สินค้ายอดนิยม',
  categories: 'หมวดหมู่',
  language: 'ภาษา',
  addresses: 'ที่อยู่จัดส่ง',
  payCode: 'รหัสชำระเงิน',
  logout: 'ออกจากระบบ',
  logoutConfirm: 'ออกจากระบบ',
  loggedOut: 'ออกจากระบบแล้ว',
  unread: 'ยังไม่ได้อ่าน {{count}}',
  wallet: {
    title: 'กระเป๋าเงิน',
    topUp: 'เติมเงิน',
    withdraw: 'ถอนเงิน',
    topUpRecord: 'ประวัติการเติมเงิน',
    depositRecord: 'ประวัติการถอนเงิน',
    capitalRecord: 'ประวัติการเงิน',
  },
  languageScreen: {
    choose: 'เลือกภาษาที่ใช้แสดงผล',
    changed: 'เปลี่ยนภาษาแล้ว',
    names: {
      en: 'English',
      zh: '中文',
      jp: '日本語',
      kor: '한국어',
      tai: 'ไทย',
    },
  },
}
