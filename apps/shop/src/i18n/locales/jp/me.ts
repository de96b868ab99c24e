import type { Strings } from '../../namespaces'

/** Japanese: namespace `me` (see ../en/me.ts). */
export const strings: Strings<'me'> = {
  messages: 'メッセージ',
  guest: 'ゲスト',
  balance: '残高',
  shopping: 'ショッピング',
  settings: '設定',
  allProducts: 'すべての商品',
  popular: '人気商品',
  categories: 'カテゴリー',
  language: '言語',
  addresses: 'お届け先',
  payCode: '支払いパスワード',
  logout: 'ログアウト',
  logoutConfirm: 'ログアウト',
  loggedOut: 'ログアウトしました',
  unread: '未読 {{count}} 件',
  wallet: {
    title: 'ウォレット',
    topUp: 'チャージ',
    withdraw: '出金',
    topUpRecord: 'チャージ履歴',
    depositRecord: '出金履歴',
    capitalRecord: '資金履歴',
  },
  languageScreen: {
    choose: '表示言語を選択',
    changed: '言語を変更しました',
    names: {
      en: 'English',
      zh: '中文',
      jp: '日本語',
      kor: '한국어',
      tai: 'ไทย',
    },
  },
}
