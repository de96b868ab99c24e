import type { ConsoleStrings } from './en'

export const tai: ConsoleStrings = {
  app: { name: 'คอนโซล CrossMart', language: 'ภาษา', darkTheme: 'โหมดมืด', lightTheme: 'โหมดสว่าง', logout: 'ออกจากระบบ', operator: 'ผู้ดูแลแพลตฟอร์ม', platformService: 'ฝ่ายบริการของแพลตฟอร์ม' },
  languages: { en: 'English', zh: '中文', jp: '日本語', kor: '한국어', tai: 'ไทย' },
  nav: { label: 'เมนูคอนโซล', inbox: 'กล่องข้อความ', orders: 'คำสั่งซื้อ', quickReplies: 'คำตอบด่วน', recharges: 'ตรวจสอบการเติมเงิน', withdrawals: 'ตรวจสอบการถอนเงิน', complaints: 'ข้อร้องเรียน', auditLog: 'บันทึกการทำงาน', operatorOnly: 'เฉพาะผู้ดูแลแพลตฟอร์มเท่านั้นที่เปิดหน้านี้ได้' },
  common: { loading: 'กำลังโหลด…', retry: 'ลองอีกครั้ง', saving: 'กำลังบันทึก…', save: 'บันทึก', cancel: 'ยกเลิก', close: 'ปิด', edit: 'แก้ไข', delete: 'ลบ', previous: 'ก่อนหน้า', next: 'ถัดไป', pages: 'หน้า', pageOf: 'หน้า {{page}} จาก {{pages}}' },
  login: { title: 'เข้าสู่คอนโซล', subtitle: 'สำหรับพนักงานร้านค้าและผู้ดูแลแพลตฟอร์ม', account: 'บัญชี', password: 'รหัสผ่าน', submit: 'เข้าสู่ระบบ', notStaff: 'บัญชีนี้ไม่ใช่บัญชีพนักงานหรือผู้ดูแล ลูกค้าโปรดใช้แอปร้านค้า' },
  inbox: {
    title: 'การสนทนา', conversations: 'รายการสนทนา', search: 'ค้นหาการสนทนา', searchPlaceholder: 'ค้นหาตามลูกค้า (Ctrl+K)', filter: 'แสดง', filter_all: 'ทั้งหมด', filter_mine: 'ของฉัน', filter_unassigned: 'ยังไม่มีผู้ดูแล',
    empty_all: 'ยังไม่มีการสนทนา เมื่อลูกค้าส่งข้อความจะแสดงที่นี่', empty_mine: 'คุณยังไม่ได้ดูแลการสนทนาใด รับจากรายการได้เลย', empty_unassigned: 'ทุกการสนทนามีผู้ดูแลแล้ว', noMatch: 'ไม่พบลูกค้าที่ตรงกับการค้นหา', pick: 'เลือกการสนทนาทางซ้าย',
    unread_one: 'ยังไม่อ่าน {{count}} ข้อความ', unread_other: 'ยังไม่อ่าน {{count}} ข้อความ', unassigned: 'ยังไม่มีผู้ดูแล', handledByYou: 'คุณดูแลอยู่', handledBy: '{{name}} ดูแลอยู่', conversationWith: 'สนทนากับ {{name}}',
  },
  assign: { title: 'การมอบหมาย', take: 'รับดูแล', transfer: 'โอน', transferTo: 'โอนให้…', close: 'ปิดการสนทนา', online: '{{name}} (ออนไลน์)' },
  chat: {
    message: 'ข้อความ', messages: 'รายการข้อความ', placeholder: 'พิมพ์คำตอบ… (/ สำหรับคำตอบด่วน)', send: 'ส่ง', sendImage: 'รูปภาพ', keyboardHint: 'Enter ส่ง · Shift+Enter ขึ้นบรรทัดใหม่', sending: 'กำลังส่ง…', sent: 'ส่งแล้ว', read: 'อ่านแล้ว', failedResend: 'ส่งไม่สำเร็จ ส่งอีกครั้ง',
    image: '[รูปภาพ]', uploading: 'กำลังอัปโหลดรูปภาพ…', unsupported: 'ข้อความที่คอนโซลแสดงไม่ได้', loadOlder: 'โหลดข้อความก่อนหน้า', noOlder: 'นี่คือจุดเริ่มต้นของการสนทนา', historyFailed: 'โหลดข้อความไม่สำเร็จ', offline: 'การแชทถูกตัดการเชื่อมต่อ', connecting: 'กำลังเชื่อมต่อแชท…', you: 'คุณ', colleague: 'เพื่อนร่วมงาน',
  },
  context: { title: 'ลูกค้า', memberSince: 'เป็นลูกค้าตั้งแต่ {{date}}', orders: 'คำสั่งซื้อกับร้านนี้', noOrders: 'ไม่มีคำสั่งซื้อกับร้านนี้' },
  orders: {
    title: 'คำสั่งซื้อ', tab_toShip: 'รอจัดส่ง', tab_shipped: 'จัดส่งแล้ว', tab_afterSale: 'หลังการขาย', tab_all: 'ทั้งหมด', empty_toShip: 'ไม่มีคำสั่งซื้อที่รอจัดส่ง', empty_shipped: 'ไม่มีคำสั่งซื้อที่จัดส่งแล้ว', empty_afterSale: 'ไม่มีคำขอหลังการขาย', empty_all: 'ยังไม่มีคำสั่งซื้อ',
    order: 'คำสั่งซื้อ', shopper: 'ลูกค้า', items: 'สินค้า', total: 'ยอดรวม', status: 'สถานะ', action: 'ดำเนินการ', ship: 'จัดส่ง', shipTitle: 'จัดส่งคำสั่งซื้อ {{sn}}', carrier: 'บริษัทขนส่ง', trackingNo: 'หมายเลขพัสดุ', decideRefund: 'พิจารณาคืนเงิน', refundTitle: 'การพิจารณาคืนเงิน', decision: 'ผลการพิจารณา',
    decision_accept: 'อนุมัติ (คืนเงินและคืนสต็อก)', decision_refuse: 'ปฏิเสธ', reason: 'เหตุผล (ลูกค้าจะเห็น)', confirm_accept: 'อนุมัติการคืนเงิน', confirm_refuse: 'ปฏิเสธการคืนเงิน',
  },
  orderState: { awaiting_payment: 'รอชำระเงิน', paid: 'รอจัดส่ง', shipped: 'จัดส่งแล้ว', delivered: 'ส่งถึงแล้ว', received: 'ได้รับแล้ว', completed: 'เสร็จสิ้น', cancelled: 'ยกเลิกแล้ว', after_sale: 'หลังการขาย' },
  refundStatus: { 0: 'ขอคืนเงินแล้ว', 1: 'กำลังคืนเงิน', 2: 'คืนเงินแล้ว', 3: 'ปฏิเสธการคืนเงิน' },
  auditStatus: { 0: 'รอตรวจสอบ', 1: 'ผ่าน', 2: 'ปฏิเสธ' },
  audits: {
    status: 'สถานะการตรวจสอบ', title_recharge: 'ตรวจสอบการเติมเงิน', title_withdrawal: 'ตรวจสอบการถอนเงิน', recharge: 'เติมเงิน', withdrawal: 'ถอนเงิน', empty_recharge: 'ไม่มีรายการเติมเงิน', empty_withdrawal: 'ไม่มีรายการถอนเงิน', decide_recharge: 'ผลการตรวจสอบการเติมเงิน', decide_withdrawal: 'ผลการตรวจสอบการถอนเงิน',
    remark: 'หมายเหตุ', remarkRequired: 'กรุณาระบุเหตุผลที่ปฏิเสธ', pass: 'ผ่าน', refuse: 'ปฏิเสธ', evidence: 'หลักฐานการชำระเงิน', viewEvidence: 'ดูขนาดเต็ม', manual: 'โอนด้วยตนเอง', bank: 'บัตรธนาคาร', chain: 'บล็อกเชน', serviceCharge: 'ค่าธรรมเนียม', arrival: 'ยอดที่ได้รับ',
  },
  complaints: { title: 'ข้อร้องเรียน', filter_open: 'รอดำเนินการ', filter_resolved: 'แก้ไขแล้ว', filter_all: 'ทั้งหมด', empty_open: 'ไม่มีข้อร้องเรียนที่รอดำเนินการ', empty_resolved: 'ไม่มีข้อร้องเรียนที่แก้ไขแล้ว', empty_all: 'ไม่มีข้อร้องเรียน', order: 'คำสั่งซื้อ {{sn}}', platform: 'แพลตฟอร์ม', certificate: 'หลักฐานที่แนบ', note: 'บันทึกการแก้ไข', resolve: 'แก้ไขแล้ว', resolvedBy: '{{name}} แก้ไขเมื่อ {{date}}' },
  quickReplies: { title: 'คำตอบด่วน', hint: 'คำตอบที่บันทึกไว้ของฝ่ายบริการ ในการสนทนาให้พิมพ์ / ตามด้วยคำลัด แล้วกด Tab', add: 'เพิ่มคำตอบด่วน', edit: 'แก้ไขคำตอบด่วน', empty: 'ยังไม่มีคำตอบด่วน', shortcut: 'คำลัด', text: 'ข้อความ' },
  auditLog: { title: 'บันทึกการทำงาน', empty: 'ยังไม่มีการบันทึก', when: 'เวลา', who: 'ผู้ดำเนินการ', what: 'การกระทำ', target: 'รายการ', before: 'ก่อน', after: 'หลัง' },
  validation: {
    invalid: 'กรุณาตรวจสอบค่านี้', required: 'จำเป็นต้องกรอก', idInvalid: 'รหัสไม่ถูกต้อง', accountRequired: 'กรุณากรอกบัญชี', passwordRequired: 'กรุณากรอกรหัสผ่าน', statusInvalid: 'กรุณาเลือกตัวเลือกที่ถูกต้อง', pageInvalid: 'หน้าไม่ถูกต้อง', reasonRequired: 'กรุณากรอกเหตุผล',
    carrierRequired: 'กรุณากรอกบริษัทขนส่ง', trackingRequired: 'กรุณากรอกหมายเลขพัสดุ', shortcutRequired: 'กรุณากรอกคำลัด', replyTextRequired: 'กรุณากรอกข้อความตอบกลับ', noteRequired: 'กรุณากรอกบันทึกการแก้ไข', passwordMin: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  },
  error: { network: 'เชื่อมต่อเซิร์ฟเวอร์ไม่ได้', timeout: 'เซิร์ฟเวอร์ตอบช้าเกินไป', httpStatus: 'เซิร์ฟเวอร์ตอบกลับด้วยข้อผิดพลาด {{status}}', duplicateSubmit: 'กำลังดำเนินการ โปรดรอสักครู่', unauthorized: 'กรุณาเข้าสู่ระบบ', server: 'คำขอล้มเหลว', contract: 'เซิร์ฟเวอร์ตอบกลับข้อมูลที่ไม่คาดคิด', validation: 'กรุณาตรวจสอบแบบฟอร์ม', unknown: 'เกิดข้อผิดพลาด' },
}
