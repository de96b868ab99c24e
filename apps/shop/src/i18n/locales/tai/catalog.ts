import type { Strings } from '../../namespaces'

/** Thai: namespace `catalog` (see ../en/catalog.ts). */
export const strings: Strings<'catalog'> = {
  search: {
    placeholder: 'คุณกำลังมองหาอะไร?',
    submit: 'ค้นหา',
    hint: 'พิมพ์ชื่อสินค้าแล้วค้นหา',
    noResults: 'ไม่พบสินค้าที่ตรงกับ “{{keyword}}”',
    results: 'ผลการค้นหา “{{keyword}}”',
    suggestions: 'คำแนะนำ',
    recent: 'การค้นหาล่าสุด',
    clearRecent: 'ล้างการค้นหาล่าสุด',
  },
  sort: {
    label: 'เรียงตาม',
    default: 'แนะนำ',
    sales: 'ขายดี',
    priceAsc: 'ราคาต่ำไปสูง',
    priceDesc: 'ราคาสูงไปต่ำ',
    newest: 'ใหม่ล่าสุด',
  },
  shop: {
    follow: 'ติดตาม',
    unfollow: 'กำลังติดตาม',
    followed: 'ติดตามร้านค้าแล้ว',
    unfollowed: 'เลิกติดตามแล้ว',
    totalSales: 'ยอดขายรวม',
    fans: 'แฟน',
    favourableRate: 'อัตรารีวิวดี',
    products: 'สินค้าของร้านนี้',
    noProducts: 'ร้านนี้ยังไม่มีสินค้า',
    missing: 'ไม่ได้เลือกร้านค้า',
    notFound: 'ไม่มีร้านค้านี้หรือร้านปิดแล้ว',
  },
}
