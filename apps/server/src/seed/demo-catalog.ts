import type { SpecGroup } from '../db/schema/catalog'
import type { LocalizedText } from '../db/schema/localized'

/**
 * Demo catalogue. shop-spec §3 fixes the ten category labels; the label keys match the contract's
 * CATEGORY_LABELS (the app translates them), and `names` gives the server's own wording per language.
 */
export interface DemoCategory {
  slug: string
  names: LocalizedText
  hue: number
  /** Product kinds: a base name, a base price in cents and the spec groups its SKUs combine. */
  kinds: readonly { name: string; priceCents: number; specs: SpecGroup[] }[]
}

const colours = (...values: string[]): SpecGroup => ({ name: 'Colour', values })
const sizes = (...values: string[]): SpecGroup => ({ name: 'Size', values })

export const DEMO_CATEGORIES: readonly DemoCategory[] = [
  {
    slug: 'computer',
    names: { en: 'Computer', zh: '电脑', jp: 'パソコン', kor: '컴퓨터', tai: 'คอมพิวเตอร์' },
    hue: 210,
    kinds: [
      {
        name: 'Ultrabook 14"',
        priceCents: 89_900,
        specs: [{ name: 'Memory', values: ['8 GB', '16 GB'] }, colours('Silver', 'Graphite')],
      },
      {
        name: 'Gaming Laptop 16"',
        priceCents: 149_900,
        specs: [{ name: 'Memory', values: ['16 GB', '32 GB'] }],
      },
      {
        name: 'Mechanical Keyboard',
        priceCents: 7_990,
        specs: [{ name: 'Switch', values: ['Red', 'Brown', 'Blue'] }],
      },
      { name: 'Wireless Mouse', priceCents: 2_490, specs: [colours('Black', 'White')] },
      { name: '27" 4K Monitor', priceCents: 32_900, specs: [] },
      { name: 'USB-C Dock', priceCents: 5_990, specs: [] },
    ],
  },
  {
    slug: 'electricalEquipment',
    names: { en: 'Electrical equipment', zh: '电器', jp: '電気製品', kor: '전자제품', tai: 'เครื่องใช้ไฟฟ้า' },
    hue: 30,
    kinds: [
      { name: 'Air Fryer 5L', priceCents: 6_990, specs: [colours('Black', 'White')] },
      { name: 'Robot Vacuum', priceCents: 19_900, specs: [] },
      { name: 'Electric Kettle', priceCents: 2_990, specs: [colours('Steel', 'Cream')] },
      { name: 'Hair Dryer', priceCents: 3_990, specs: [{ name: 'Plug', values: ['US', 'EU', 'UK'] }] },
      { name: 'Desk Fan', priceCents: 2_490, specs: [] },
      { name: 'Blender Pro', priceCents: 8_990, specs: [] },
    ],
  },
  {
    slug: 'outdoors',
    names: { en: 'Outdoors', zh: '户外', jp: 'アウトドア', kor: '아웃도어', tai: 'กลางแจ้ง' },
    hue: 120,
    kinds: [
      { name: 'Camping Tent 2P', priceCents: 12_900, specs: [colours('Olive', 'Orange')] },
      { name: 'Hiking Backpack 40L', priceCents: 7_490, specs: [colours('Black', 'Blue', 'Green')] },
      { name: 'Trekking Poles', priceCents: 3_490, specs: [] },
      { name: 'Sleeping Bag', priceCents: 5_990, specs: [{ name: 'Rating', values: ['0 °C', '-10 °C'] }] },
      { name: 'Camping Lantern', priceCents: 1_990, specs: [] },
      { name: 'Insulated Bottle', priceCents: 2_290, specs: [sizes('500 ml', '1 L')] },
    ],
  },
  {
    slug: 'familyLife',
    names: { en: 'Family life', zh: '家居生活', jp: '生活用品', kor: '생활용품', tai: 'ของใช้ในบ้าน' },
    hue: 45,
    kinds: [
      { name: 'Cotton Bed Sheet Set', priceCents: 4_990, specs: [sizes('Single', 'Double', 'King')] },
      { name: 'Non-stick Pan', priceCents: 3_290, specs: [sizes('24 cm', '28 cm')] },
      { name: 'Storage Boxes (3)', priceCents: 1_890, specs: [] },
      {
        name: 'Scented Candle',
        priceCents: 1_290,
        specs: [{ name: 'Scent', values: ['Lavender', 'Vanilla', 'Cedar'] }],
      },
      { name: 'Bath Towel Set', priceCents: 2_790, specs: [colours('White', 'Grey', 'Sage')] },
      { name: 'Ceramic Mug', priceCents: 990, specs: [] },
    ],
  },
  {
    slug: 'health',
    names: { en: 'Health', zh: '健康', jp: '健康', kor: '건강', tai: 'สุขภาพ' },
    hue: 160,
    kinds: [
      { name: 'Yoga Mat', priceCents: 2_990, specs: [colours('Purple', 'Teal')] },
      { name: 'Digital Thermometer', priceCents: 1_490, specs: [] },
      { name: 'Massage Gun', priceCents: 8_990, specs: [] },
      {
        name: 'Vitamin C 1000 mg',
        priceCents: 1_590,
        specs: [{ name: 'Pack', values: ['60 tablets', '120 tablets'] }],
      },
      { name: 'Resistance Bands', priceCents: 1_990, specs: [] },
      { name: 'Smart Scale', priceCents: 3_990, specs: [] },
    ],
  },
  {
    slug: 'mensClothing',
    names: { en: "Men's clothing", zh: '男装', jp: 'メンズファッション', kor: '남성 의류', tai: 'เสื้อผ้าผู้ชาย' },
    hue: 230,
    kinds: [
      {
        name: 'Oxford Shirt',
        priceCents: 3_990,
        specs: [sizes('S', 'M', 'L', 'XL'), colours('White', 'Blue')],
      },
      { name: 'Slim Chinos', priceCents: 4_490, specs: [sizes('30', '32', '34', '36')] },
      { name: 'Wool Sweater', priceCents: 6_990, specs: [sizes('M', 'L', 'XL')] },
      { name: 'Rain Jacket', priceCents: 8_990, specs: [sizes('M', 'L', 'XL'), colours('Navy', 'Black')] },
      { name: 'Crew T-shirt (3 pack)', priceCents: 2_490, specs: [sizes('S', 'M', 'L', 'XL')] },
      { name: 'Leather Belt', priceCents: 2_990, specs: [] },
    ],
  },
  {
    slug: 'womensClothing',
    names: {
      en: "Women's clothing",
      zh: '女装',
      jp: 'レディースファッション',
      kor: '여성 의류',
      tai: 'เสื้อผ้าผู้หญิง',
    },
    hue: 330,
    kinds: [
      { name: 'Linen Dress', priceCents: 5_990, specs: [sizes('XS', 'S', 'M', 'L'), colours('Sand', 'Sky')] },
      { name: 'Knit Cardigan', priceCents: 4_990, specs: [sizes('S', 'M', 'L')] },
      { name: 'High-rise Jeans', priceCents: 5_490, specs: [sizes('25', '26', '27', '28', '29')] },
      { name: 'Silk Scarf', priceCents: 2_990, specs: [colours('Rose', 'Emerald')] },
      { name: 'Trench Coat', priceCents: 11_900, specs: [sizes('S', 'M', 'L')] },
      { name: 'Pleated Skirt', priceCents: 3_990, specs: [sizes('S', 'M', 'L')] },
    ],
  },
  {
    slug: 'food',
    names: { en: 'Food', zh: '食品', jp: '食品', kor: '식품', tai: 'อาหาร' },
    hue: 15,
    kinds: [
      {
        name: 'Single-origin Coffee Beans',
        priceCents: 1_690,
        specs: [{ name: 'Weight', values: ['250 g', '1 kg'] }],
      },
      {
        name: 'Jasmine Green Tea',
        priceCents: 1_290,
        specs: [{ name: 'Weight', values: ['100 g', '250 g'] }],
      },
      { name: 'Dark Chocolate 85%', priceCents: 490, specs: [] },
      { name: 'Mixed Nuts', priceCents: 1_190, specs: [{ name: 'Weight', values: ['500 g', '1 kg'] }] },
      { name: 'Extra Virgin Olive Oil', priceCents: 1_890, specs: [] },
      { name: 'Manuka Honey', priceCents: 3_290, specs: [] },
    ],
  },
  {
    slug: 'mobilePhone',
    names: { en: 'Mobile phone', zh: '手机', jp: '携帯電話', kor: '휴대폰', tai: 'โทรศัพท์มือถือ' },
    hue: 260,
    kinds: [
      {
        name: 'Smartphone X',
        priceCents: 69_900,
        specs: [{ name: 'Storage', values: ['128 GB', '256 GB'] }, colours('Black', 'Blue')],
      },
      {
        name: 'Smartphone Lite',
        priceCents: 29_900,
        specs: [{ name: 'Storage', values: ['64 GB', '128 GB'] }],
      },
      { name: 'Wireless Earbuds', priceCents: 7_990, specs: [colours('White', 'Black')] },
      { name: 'Fast Charger 65W', priceCents: 2_990, specs: [] },
      { name: 'Phone Case', priceCents: 1_290, specs: [colours('Clear', 'Black', 'Red')] },
      { name: 'Power Bank 20000mAh', priceCents: 3_490, specs: [] },
    ],
  },
  {
    slug: 'toys',
    names: { en: 'Toys', zh: '玩具', jp: 'おもちゃ', kor: '장난감', tai: 'ของเล่น' },
    hue: 0,
    kinds: [
      { name: 'Building Blocks 500 pcs', priceCents: 3_990, specs: [] },
      { name: 'Remote Control Car', priceCents: 4_990, specs: [colours('Red', 'Yellow')] },
      { name: 'Plush Bear', priceCents: 1_990, specs: [sizes('30 cm', '60 cm')] },
      { name: 'Wooden Puzzle', priceCents: 1_490, specs: [] },
      { name: 'Kids Drone', priceCents: 5_990, specs: [] },
      { name: 'Board Game Classic', priceCents: 2_990, specs: [] },
    ],
  },
]

/** Editions multiply the kinds into distinct products (6 kinds x 10 categories x 3 = 180 products). */
export const DEMO_EDITIONS = [
  { suffix: '', priceFactor: 1 },
  { suffix: ' Plus', priceFactor: 1.25 },
  { suffix: ' Eco', priceFactor: 0.85 },
] as const

/**
 * A demo shop. `categories` is its trade: the category slugs it sells (issue #46 "Shops sell another
 * shop's category"), so the plan gives it products of those only, and a test holds it to that.
 */
export interface DemoShop {
  name: string
  description: string
  hue: number
  categories: readonly string[]
}

const EVERY_CATEGORY: readonly string[] = DEMO_CATEGORIES.map((c) => c.slug)

/**
 * The first ten are specialists, one per category in DEMO_CATEGORIES's order, so shop N's id and
 * its category's place agree (a database seeded before issue #46, when shops 2-10 were one place
 * off, is put right by seed step DEMO_SHOP_TRADES_SEED_NAME); the others sell a little of everything.
 */
export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    name: 'Aurora Digital',
    description: 'Laptops, monitors and the gear around them.',
    hue: 210,
    categories: ['computer'],
  },
  {
    name: 'Volt Appliances',
    description: 'Small appliances with big warranties.',
    hue: 30,
    categories: ['electricalEquipment'],
  },
  {
    name: 'Summit Outfitters',
    description: 'Tested outdoors, shipped worldwide.',
    hue: 120,
    categories: ['outdoors'],
  },
  {
    name: 'Harbor Home',
    description: 'Everything for a calm and tidy home.',
    hue: 40,
    categories: ['familyLife'],
  },
  { name: 'Lotus Wellness', description: 'Health and fitness essentials.', hue: 160, categories: ['health'] },
  { name: 'Tailor & Thread', description: 'Menswear cut to last.', hue: 230, categories: ['mensClothing'] },
  {
    name: 'Maison Bloom',
    description: 'Womenswear for every season.',
    hue: 330,
    categories: ['womensClothing'],
  },
  { name: 'Pantry Street', description: 'Fine food from small producers.', hue: 15, categories: ['food'] },
  {
    name: 'Pocket Tech',
    description: 'Mobile phones and accessories.',
    hue: 260,
    categories: ['mobilePhone'],
  },
  {
    name: 'Playful Planet',
    description: 'Toys that grow with your children.',
    hue: 0,
    categories: ['toys'],
  },
  {
    name: 'Northern Goods',
    description: 'A little of everything, carefully chosen.',
    hue: 190,
    categories: EVERY_CATEGORY,
  },
  {
    name: 'Sakura Select',
    description: 'Curated imports from East Asia.',
    hue: 350,
    categories: EVERY_CATEGORY,
  },
  {
    name: 'Bangkok Bazaar',
    description: 'Bright finds from the night markets.',
    hue: 50,
    categories: EVERY_CATEGORY,
  },
  {
    name: 'Seoul Corner',
    description: 'Trending picks, fast shipping.',
    hue: 280,
    categories: EVERY_CATEGORY,
  },
]

/** The specialist shop of a category (the one shop whose trade is that category alone). */
export function specialistShopIndex(categorySlug: string): number {
  const index = DEMO_SHOPS.findIndex((s) => s.categories.length === 1 && s.categories[0] === categorySlug)
  if (index < 0) throw new Error(`no demo shop sells only ${categorySlug} (seed/demo-catalog.ts)`)
  return index
}

/** The shops selling every category, who carry the third edition of each kind. */
export function generalistShopIndexes(): number[] {
  return DEMO_SHOPS.flatMap((s, i) => (s.categories.length === EVERY_CATEGORY.length ? [i] : []))
}

/** A demo product's English description: its name, its shop and the shop's line (the trade). */
export function demoProductDescription(
  productName: string,
  shop: Pick<DemoShop, 'name' | 'description'>,
): string {
  return `${productName}: carefully selected by ${shop.name}. ${shop.description}`
}

export const DEMO_REVIEW_TEXTS: readonly string[] = [
  'Exactly as described, fast delivery.',
  'Good quality for the price. Would buy again.',
  'Packaging was excellent and the seller answered quickly.',
  'Works great, my family loves it.',
  'Colour is slightly different from the photos but still nice.',
  'Arrived in three days. Very happy.',
  'Solid build, feels premium.',
  'Customer service helped me choose the right size.',
  'Average, does the job.',
  'Second time ordering from this shop, always reliable.',
]

/** Home banners; each opens the shop its sale is about (by the shop's name). */
export const DEMO_BANNERS: readonly { title: string; hue: number; shop: string }[] = [
  { title: 'Spring sale: up to 30% off', hue: 330, shop: 'Maison Bloom' },
  { title: 'New in: mobile phones', hue: 260, shop: 'Pocket Tech' },
  { title: 'Free shipping on outdoor gear', hue: 120, shop: 'Summit Outfitters' },
  { title: 'Healthy living week', hue: 160, shop: 'Lotus Wellness' },
]
