import type { Localized } from './languages'

/** Issue #48 "Products": refusals of the console's product editor, in the five languages of shop-spec §9. */
export const PRODUCT_EDITOR_MESSAGES = {
  'consoleProducts.notFound': {
    en: 'This product is not one of your shop’s',
    zh: '该商品不属于您的店铺',
    jp: 'この商品はあなたのショップのものではありません',
    kor: '이 상품은 귀하의 상점 상품이 아닙니다',
    tai: 'สินค้านี้ไม่ใช่ของร้านคุณ',
  },
  'consoleProducts.skuNotFound': {
    en: 'A SKU in the list is not one of your shop’s products',
    zh: '列表中有规格不属于您店铺的商品',
    jp: 'リスト内の SKU にあなたのショップの商品ではないものがあります',
    kor: '목록의 SKU 중 귀하 상점의 상품이 아닌 것이 있습니다',
    tai: 'มี SKU ในรายการที่ไม่ใช่สินค้าของร้านคุณ',
  },
  'consoleProducts.categoryNotFound': {
    en: 'No such category',
    zh: '类目不存在',
    jp: 'そのカテゴリは存在しません',
    kor: '해당 카테고리가 없습니다',
    tai: 'ไม่มีหมวดหมู่นี้',
  },
  'consoleProducts.archived': {
    en: 'This product is archived because orders name it; it can no longer be edited or put on sale',
    zh: '该商品已有订单，已归档，不能再编辑或上架',
    jp: 'この商品は注文があるためアーカイブ済みで、編集や販売再開はできません',
    kor: '주문이 있어 보관된 상품으로, 더 이상 수정하거나 판매할 수 없습니다',
    tai: 'สินค้านี้ถูกเก็บถาวรเพราะมีคำสั่งซื้อ จึงแก้ไขหรือวางขายอีกไม่ได้',
  },
} as const satisfies Record<string, Localized>
