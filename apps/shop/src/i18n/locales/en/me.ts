/**
 * English, the fallback language (shop-spec §9) and the source of the key set: namespace `me`, the personal centre (/filter) and the language screen (/language).
 * Every other language has exactly these keys (`Strings<'me'>`, i18n/locales.test.ts).
 */
export const strings = {
  messages: 'Messages',
  guest: 'Guest',
  balance: 'Balance',
  shopping: 'Shopping',
  settings: 'Settings',
  allProducts: 'All products',
  popular: 'Popular products',
  categories: 'Categories',
  language: 'Language',
  addresses: 'Delivery addresses',
  payCode: 'Payment code',
  logout: 'Log out',
  logoutConfirm: 'Log out',
  loggedOut: 'Logged out',
  unread: '{{count}} unread',
  wallet: {
    title: 'Wallet',
    topUp: 'Top up',
    withdraw: 'Withdraw',
    topUpRecord: 'Recharge record',
    depositRecord: 'Withdrawal record',
    capitalRecord: 'Fund record',
  },
  languageScreen: {
    choose: 'Choose the interface language',
    changed: 'Language changed',
    names: {
      en: 'English',
      zh: '中文',
      jp: '日本語',
      kor: '한국어',
      tai: 'ไทย',
    },
  },
}
