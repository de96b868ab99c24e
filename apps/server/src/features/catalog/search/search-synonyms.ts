/**
 * Words that mean the same thing to a shopper, across the five languages (issue #46 "Search that
 * forgives": phone = 手机 = スマホ = 휴대폰 = โทรศัพท์ = smartphone; laptop = ultrabook = 笔记本).
 * A search for any word of a group also looks for every other word of it. Terms are written as the
 * search plan normalises a query (NFKC, lower case, single spaces). `categories` names category
 * slugs the group stands for when product names do not carry the word ("衣服" is no shirt's name).
 */
export interface SynonymGroup {
  readonly terms: readonly string[]
  readonly categories?: readonly string[]
}

export const SYNONYM_GROUPS: readonly SynonymGroup[] = [
  {
    terms: [
      'phone',
      'phones',
      'smartphone',
      'smartphones',
      'mobile phone',
      'cellphone',
      'cell phone',
      'iphone',
      'android phone',
      '手机',
      '智能手机',
      '移动电话',
      'スマホ',
      'スマートフォン',
      '携帯電話',
      'ケータイ',
      '휴대폰',
      '스마트폰',
      '핸드폰',
      '휴대전화',
      'โทรศัพท์',
      'โทรศัพท์มือถือ',
      'มือถือ',
      'สมาร์ทโฟน',
    ],
  },
  {
    terms: [
      'laptop',
      'laptops',
      'notebook',
      'ultrabook',
      'macbook',
      '笔记本',
      '笔记本电脑',
      '超极本',
      'ノートパソコン',
      'ノートpc',
      'ウルトラブック',
      '노트북',
      '울트라북',
      'แล็ปท็อป',
      'โน้ตบุ๊ก',
      'อัลตร้าบุ๊ก',
    ],
  },
  {
    terms: [
      'earbuds',
      'earbud',
      'earphones',
      'earphone',
      'headphones',
      'headphone',
      'headset',
      'airpods',
      '耳机',
      '蓝牙耳机',
      '无线耳机',
      'イヤホン',
      'ヘッドホン',
      'ワイヤレスイヤホン',
      '이어폰',
      '헤드폰',
      '무선 이어폰',
      'หูฟัง',
      'หูฟังไร้สาย',
    ],
  },
  {
    terms: [
      'clothes',
      'clothing',
      'apparel',
      'garments',
      'fashion',
      '衣服',
      '服装',
      '衣类',
      '洋服',
      '衣類',
      'ファッション',
      '옷',
      '의류',
      'เสื้อผ้า',
    ],
    categories: ['mensClothing', 'womensClothing'],
  },
  {
    terms: ['charger', 'charging', '充电器', '充電器', '충전기', 'ที่ชาร์จ'],
  },
  {
    terms: [
      'power bank',
      'powerbank',
      '充电宝',
      '移动电源',
      'モバイルバッテリー',
      '보조배터리',
      'พาวเวอร์แบงค์',
    ],
  },
  {
    terms: ['t-shirt', 'tshirt', 'tee', 't恤', 'tシャツ', '티셔츠', 'เสื้อยืด'],
  },
]

/** Latin text matches a term only as a whole word; CJK and Thai, written without spaces, inside a word too. */
const SPACELESS_SCRIPT = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/

/** The groups a normalised word or phrase belongs to. */
export function synonymGroupsOf(
  text: string,
  groups: readonly SynonymGroup[] = SYNONYM_GROUPS,
): SynonymGroup[] {
  return groups.filter((group) =>
    group.terms.some(
      (term) => term === text || (SPACELESS_SCRIPT.test(term) && term.length >= 2 && text.includes(term)),
    ),
  )
}
