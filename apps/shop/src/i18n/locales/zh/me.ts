import type { Strings } from '../../namespaces'

/** Chinese (stored value zh-CN maps here, shop-spec §3/§9): namespace `me` (see ../en/me.ts). */
export const strings: Strings<'me'> = {
  messages: '消息',
  guest: '游客',
  balance: '余额',
  shopping: '购物',
  settings: '设置',
  allProducts: '全部商品',
  popular: '热门商品',
  categories: '分类',
  language: '语言',
  addresses: '收货地址',
  payCode: '支付密码',
  logout: '退出登录',
  logoutConfirm: '退出登录',
  loggedOut: '已退出登录',
  unread: '{{count}} 条未读',
  wallet: {
    title: '钱包',
    topUp: '充值',
    withdraw: '提现',
    topUpRecord: '充值记录',
    depositRecord: '提现记录',
    capitalRecord: '资金记录',
  },
  languageScreen: {
    choose: '选择界面语言',
    changed: '语言已切换',
    names: {
      en: 'English',
      zh: '中文',
      jp: '日本語',
      kor: '한국어',
      tai: 'ไทย',
    },
  },
}
