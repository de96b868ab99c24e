import type { Strings } from '../../namespaces'

/** Chinese (stored value zh-CN maps here, shop-spec §3/§9): namespace `account` (see ../en/account.ts). */
export const strings: Strings<'account'> = {
  account: '账号、邮箱或手机号',
  accountPlaceholder: '请输入账号、邮箱或手机号',
  password: '密码',
  passwordPlaceholder: '请输入密码',
  showPassword: '显示密码',
  hidePassword: '隐藏密码',
  login: '登录',
  loggingIn: '登录中…',
  loginSuccess: '欢迎回来',
  register: '注册',
  registering: '注册中…',
  registerSuccess: '注册成功',
  forgotPassword: '忘记密码？',
  noAccount: '还没有账号？去注册',
  haveAccount: '已有账号？去登录',
  username: '账号',
  email: '邮箱',
  mobile: '手机号',
  confirmPassword: '确认密码',
  inviteCode: '邀请码（选填）',
  clear: '清除',
  forgotIntro: '为了您的账户安全，登录密码由客服重置。请向客服提供您的账号以及注册时使用的邮箱或手机号。',
  forgotSteps: '重置后请使用新密码登录，并在安全设置中修改密码。',
  backToLogin: '返回登录',
}
