import type { Strings } from '../../namespaces'

/** Korean: namespace `me` (see ../en/me.ts). */
export const strings: Strings<'me'> = {
  messages: '메시지',
  guest: '게스트',
  balance: '잔액',
  shopping: '쇼핑',
  settings: '설정',
  allProducts: '전체 상품',
  popular: '인기 상품',
  categories: '카테고리',
  language: '언어',
  addresses: '배송지',
  payCode: '결제 비밀번호',
  logout: '로그아웃',
  logoutConfirm: '로그아웃',
  loggedOut: '로그아웃되었습니다',
  unread: '읽지 않음 {{count}}개',
  wallet: {
    title: '지갑',
    topUp: '충전',
    withdraw: '출금',
    topUpRecord: '충전 내역',
    depositRecord: '출금 내역',
    capitalRecord: '자금 내역',
  },
  languageScreen: {
    choose: '인터페이스 언어 선택',
    changed: '언어가 변경되었습니다',
    names: {
      en: 'English',
      zh: '中文',
      jp: '日本語',
      kor: '한국어',
      tai: 'ไทย',
    },
  },
}
