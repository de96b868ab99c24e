/** Issue #48 "Merchants join": the section names in the console's navigation (the screens' own strings load with them: i18n/merchant-strings.ts). */
export const merchantsNavEn = { merchants: { nav_applications: 'Applications', nav_shops: 'Shops' } }
export const merchantsNavZh = { merchants: { nav_applications: '入驻申请', nav_shops: '店铺' } }
export const merchantsNavJp = { merchants: { nav_applications: '出店申請', nav_shops: 'ショップ' } }
export const merchantsNavKor = { merchants: { nav_applications: '입점 신청', nav_shops: '상점' } }
export const merchantsNavTai = { merchants: { nav_applications: 'ใบสมัครร้านค้า', nav_shops: 'ร้านค้า' } }
