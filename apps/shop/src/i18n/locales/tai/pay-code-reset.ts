import type { strings as en } from '../en/pay-code-reset'

/** Thai: "forgot payment code" (issue #46), see ../en/pay-code-reset.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  forgot: 'ลืมรหัสชำระเงิน?',
  intro: 'เราจะส่งรหัส 6 หลักไปยังอีเมลของบัญชี หรือส่ง SMS ไปยังโทรศัพท์หากบัญชีไม่มีอีเมล ใช้รหัสนั้นตั้งรหัสชำระเงินใหม่',
  send: 'ส่งรหัส',
  sending: 'กำลังส่ง…',
  sentEmail: 'ส่งรหัสไปที่ {{destination}} แล้ว ใช้ได้ {{minutes}} นาที',
  sentSms: 'ส่งรหัสทาง SMS ไปที่ {{destination}} แล้ว ใช้ได้ {{minutes}} นาที',
  code: 'รหัสยืนยัน',
  codePlaceholder: 'รหัส 6 หลัก',
  next: 'ถัดไป',
  resend: 'ส่งรหัสใหม่',
  resendIn: 'ส่งรหัสใหม่ได้ใน {{seconds}} วินาที',
  done: 'ตั้งรหัสชำระเงินใหม่แล้ว',
  back: 'ฉันจำได้แล้ว',
  checkingOld: 'กำลังตรวจสอบ…',
  newRule: 'ตัวเลข 6 หลักเท่านั้น ห้ามเป็นเลขซ้ำกัน (111111) หรือเลขเรียง (123456)',
}
