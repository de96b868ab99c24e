import type { Strings } from '../../namespaces'

/** Thai: namespace `account` (see ../en/account.ts). */
export const strings: Strings<'account'> = {
  account: 'บัญชี อีเมล หรือเบอร์โทร',
  accountPlaceholder: 'กรอกบัญชี อีเมล หรือเบอร์โทร',
  password: 'รหัสผ่าน',
  passwordPlaceholder: 'กรอกรหัสผ่าน',
  showPassword: 'แสดงรหัสผ่าน',
  hidePassword: 'ซ่อนรหัสผ่าน',
  login: 'เข้าสู่ระบบ',
  loggingIn: 'กำลังเข้าสู่ระบบ…',
  loginSuccess: 'ยินดีต้อนรับกลับ',
  register: 'สมัคร',
  registering: 'กำลังสมัคร…',
  registerSuccess: 'สร้างบัญชีแล้ว',
  forgotPassword: 'ลืมรหัสผ่าน?',
  noAccount: 'ยังไม่มีบัญชี? สมัครสมาชิก',
  haveAccount: 'มีบัญชีแล้ว? เข้าสู่ระบบ',
  username: 'บัญชี',
  email: 'อีเมล',
  mobile: 'เบอร์โทรศัพท์มือถือ',
  confirmPassword: 'ยืนยันรหัสผ่าน',
  inviteCode: 'รหัสเชิญ (ไม่บังคับ)',
  clear: 'ล้าง',
  forgotIntro:
    'เพื่อความปลอดภัย ฝ่ายบริการลูกค้าจะเป็นผู้รีเซ็ตรหัสผ่าน โปรดแจ้งชื่อบัญชีและอีเมลหรือเบอร์โทรที่ใช้สมัครกับฝ่ายบริการลูกค้า',
  forgotSteps: 'หลังรีเซ็ต ให้เข้าสู่ระบบด้วยรหัสผ่านใหม่และเปลี่ยนรหัสผ่านในหน้าความปลอดภัย',
  backToLogin: 'กลับไปเข้าสู่ระบบ',
}
