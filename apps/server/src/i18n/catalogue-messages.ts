import type { Localized } from './languages'

/** Issue #48 "The operator's marketplace": refusals of the console's catalogue calls, in the five languages. */
export const CATALOGUE_MESSAGES = {
  'catalogue.categoryNotFound': {
    en: 'No such category',
    zh: '类目不存在',
    jp: 'そのカテゴリは存在しません',
    kor: '해당 카테고리가 없습니다',
    tai: 'ไม่มีหมวดหมู่นี้',
  },
  'catalogue.parentNotTopLevel': {
    en: 'Categories have two levels: the parent must be a top-level category',
    zh: '类目只有两级：上级必须是一级类目',
    jp: 'カテゴリは2階層です。親はトップレベルのカテゴリにしてください',
    kor: '카테고리는 두 단계입니다. 상위는 최상위 카테고리여야 합니다',
    tai: 'หมวดหมู่มีสองระดับ: หมวดหลักต้องเป็นหมวดระดับบนสุด',
  },
  'catalogue.categoryHasChildrenToMove': {
    en: 'This category has {count} sub-categories: it cannot be put under another',
    zh: '该类目有 {count} 个子类目，不能放到其他类目下',
    jp: 'このカテゴリには {count} 個のサブカテゴリがあるため、他のカテゴリの下に移せません',
    kor: '이 카테고리에는 하위 카테고리가 {count}개 있어 다른 카테고리 아래로 옮길 수 없습니다',
    tai: 'หมวดหมู่นี้มีหมวดย่อย {count} หมวด จึงย้ายไปไว้ใต้หมวดอื่นไม่ได้',
  },
  'catalogue.categoryHasProducts': {
    en: 'This category has {count} products: hide it instead',
    zh: '该类目下有 {count} 件商品：请改为隐藏',
    jp: 'このカテゴリには {count} 件の商品があります。代わりに非表示にしてください',
    kor: '이 카테고리에는 상품이 {count}개 있습니다. 대신 숨기세요',
    tai: 'หมวดหมู่นี้มีสินค้า {count} รายการ: ให้ซ่อนแทน',
  },
  'catalogue.categoryHasChildren': {
    en: 'This category has {count} sub-categories: delete or move them first, or hide it',
    zh: '该类目有 {count} 个子类目：请先删除或移走，或改为隐藏',
    jp: 'このカテゴリには {count} 個のサブカテゴリがあります。先に削除か移動をするか、非表示にしてください',
    kor: '이 카테고리에는 하위 카테고리가 {count}개 있습니다. 먼저 삭제하거나 옮기거나, 숨기세요',
    tai: 'หมวดหมู่นี้มีหมวดย่อย {count} หมวด: ลบหรือย้ายก่อน หรือซ่อนแทน',
  },
  'catalogue.categoryInBanner': {
    en: 'A home banner links to this category: change the banner first, or hide the category',
    zh: '有首页横幅链接到该类目：请先修改横幅，或隐藏该类目',
    jp: 'ホームのバナーがこのカテゴリにリンクしています。先にバナーを変更するか、カテゴリを非表示にしてください',
    kor: '홈 배너가 이 카테고리로 연결됩니다. 먼저 배너를 바꾸거나 카테고리를 숨기세요',
    tai: 'มีแบนเนอร์หน้าแรกลิงก์มาที่หมวดหมู่นี้: แก้แบนเนอร์ก่อน หรือซ่อนหมวดหมู่',
  },
  'catalogue.bannerNotFound': {
    en: 'No such banner',
    zh: '横幅不存在',
    jp: 'そのバナーは存在しません',
    kor: '해당 배너가 없습니다',
    tai: 'ไม่มีแบนเนอร์นี้',
  },
  'catalogue.productNotFound': {
    en: 'There is no product #{id}',
    zh: '没有编号为 {id} 的商品',
    jp: '商品 #{id} は存在しません',
    kor: '상품 #{id}이(가) 없습니다',
    tai: 'ไม่มีสินค้า #{id}',
  },
  'catalogue.shopNotFound': {
    en: 'There is no shop #{id}',
    zh: '没有编号为 {id} 的店铺',
    jp: 'ショップ #{id} は存在しません',
    kor: '상점 #{id}이(가) 없습니다',
    tai: 'ไม่มีร้าน #{id}',
  },
  'catalogue.announcementNotFound': {
    en: 'No such announcement',
    zh: '公告不存在',
    jp: 'そのお知らせは存在しません',
    kor: '해당 공지가 없습니다',
    tai: 'ไม่มีประกาศนี้',
  },
  'catalogue.hotTargetNotFound': {
    en: 'No such product or shop',
    zh: '商品或店铺不存在',
    jp: 'その商品またはショップは存在しません',
    kor: '해당 상품 또는 상점이 없습니다',
    tai: 'ไม่มีสินค้าหรือร้านนี้',
  },
} as const satisfies Record<string, Localized>
