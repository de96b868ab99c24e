import type { Strings } from '../../namespaces'

/** Japanese: namespace `account` (see ../en/account.ts). */
export const strings: Strings<'account'> = {
  account: 'アカウント、メールまたは電話番号',
  accountPlaceholder: 'アカウント、メールまたは電話番号を入力',
  password: 'パスワード',
  passwordPlaceholder: 'パスワードを入力',
  showPassword: 'パスワードを表示',
  hidePassword: 'パスワードを隠す',
  login: 'ログイン',
  loggingIn: 'ログイン中…',
  loginSuccess: 'おかえりなさい',
  register: '登録する',
  registering: '登録中…',
  registerSuccess: 'アカウントを作成しました',
  forgotPassword: 'パスワードをお忘れですか？',
  noAccount: 'アカウントをお持ちでない方は登録',
  haveAccount: '登録済みの方はログイン',
  username: 'アカウント',
  email: 'メールアドレス',
  mobile: '携帯電話番号',
  confirmPassword: 'パスワード（確認）',
  inviteCode: '招待コード（任意）',
  clear: 'クリア',
  forgotIntro:
    'セキュリティのため、ログインパスワードはカスタマーサービスがリセットします。アカウント名と登録したメールアドレスまたは電話番号をお知らせください。',
  forgotSteps: 'リセット後は新しいパスワードでログインし、セキュリティ設定で変更してください。',
  backToLogin: 'ログインに戻る',
}
