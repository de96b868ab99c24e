import { DEMO_BANNERS, DEMO_CATEGORIES, DEMO_SHOPS } from '../demo-catalog'

export type ArtKind = 'product' | 'category' | 'shop' | 'banner'

/**
 * How to draw one demo picture. Everything that changes its pixels is in here, so a hash of the
 * recipe (with the emoji bytes and the generator's version) names the files: a changed recipe can
 * never be served from an old file.
 */
export interface ArtRecipe {
  /** Lower-case [a-z0-9-], unique in the set; the start of the file names. */
  id: string
  kind: ArtKind
  /** Fluent Emoji 3D asset names (`assets/<name>.webp`); the first is the subject. */
  emoji: readonly string[]
  hue: number
  /** Products: which of the three shots (0 cover, 1 scene with the companion, 2 close-up at an angle). */
  view: number
  /** Products: the cover shows the companion too, because the subject alone is not the product. */
  companionOnCover?: boolean
  /** Encoded widths, ascending: the sizes the shop shows it at (see README "Demo pictures"). */
  widths: readonly number[]
  /** Width / height. */
  aspect: number
}

/**
 * Widths per kind, for a 390 px wide phone at DPR 1-3. Products (issue #46 "a 480 px picture is
 * stretched to 780"): the detail gallery is 390 CSS px, so 390, 780 and 1170 device px at 1x, 2x
 * and 3x; cards (about 185 CSS px) take 240, 480 or 780 and thumbnails 240. The 256 px renders are
 * enlarged bicubically beyond that, the backdrop, floor and shadow are drawn at full size. Category
 * icons and shop logos are 40-64 CSS px. The home banner is 390 CSS px wide: 720 covers DPR 1.75,
 * 960 DPR 2.5.
 */
export const ART_WIDTHS: Readonly<Record<ArtKind, readonly number[]>> = {
  product: [240, 480, 780, 1170],
  category: [120, 240],
  shop: [120, 240],
  banner: [480, 720, 960],
}

/** The home swiper's box is 2.2:1 (home screen). */
export const BANNER_ASPECT = 2.2
/** Shots per product kind: alone, in a scene with its companion, a close-up at an angle. */
export const PRODUCT_VIEWS = 3

/**
 * Fluent Emoji 3D assets for each demo product kind (by its English base name): the subject, then a
 * companion that says what kind of thing it is where no render shows the product itself (issue #46:
 * a coat under a rain cloud, not an umbrella, for a rain jacket; a laptop and a plug for a USB-C
 * dock; a robot and a broom for a robot vacuum; a bottle and ice for an insulated bottle; a pole
 * and a mountain for trekking poles), or else something it is used with.
 */
export const KIND_EMOJI: Readonly<Record<string, readonly [string, string]>> = {
  'Ultrabook 14"': ['1f4bb', '2615'],
  'Gaming Laptop 16"': ['1f4bb', '1f3ae'],
  'Mechanical Keyboard': ['2328-fe0f', '1f5b1-fe0f'],
  'Wireless Mouse': ['1f5b1-fe0f', '2328-fe0f'],
  '27" 4K Monitor': ['1f5a5-fe0f', '2328-fe0f'],
  'USB-C Dock': ['1f50c', '1f4bb'],
  'Air Fryer 5L': ['1f35f', '1f4a8'],
  'Robot Vacuum': ['1f916', '1f9f9'],
  'Electric Kettle': ['1fad6', '1f375'],
  'Hair Dryer': ['1f487-200d-2640-fe0f', '1f4a8'],
  'Desk Fan': ['1f32c-fe0f', '1faad'],
  'Blender Pro': ['1f964', '1f353'],
  'Camping Tent 2P': ['26fa', '1f3d4-fe0f'],
  'Hiking Backpack 40L': ['1f392', '1f3d4-fe0f'],
  'Trekking Poles': ['1f9af', '1f3d4-fe0f'],
  'Sleeping Bag': ['1f6cc', '26fa'],
  'Camping Lantern': ['1f3ee', '1f3d5-fe0f'],
  'Insulated Bottle': ['1f376', '1f9ca'],
  'Cotton Bed Sheet Set': ['1f6cf-fe0f', '1f319'],
  'Non-stick Pan': ['1f373', '1f9c8'],
  'Storage Boxes (3)': ['1f4e6', '1f5c3-fe0f'],
  'Scented Candle': ['1f56f-fe0f', '2728'],
  'Bath Towel Set': ['1f6c1', '1f9fc'],
  'Ceramic Mug': ['2615', '1f36a'],
  'Yoga Mat': ['1f9d8', '1fab4'],
  'Digital Thermometer': ['1f321-fe0f', '1fa7a'],
  'Massage Gun': ['1f52b', '1f4aa'],
  'Vitamin C 1000 mg': ['1f48a', '1f34a'],
  'Resistance Bands': ['1f3cb-fe0f', '1f3c3'],
  'Smart Scale': ['1f463', '1f4f1'],
  'Oxford Shirt': ['1f454', '1f4bc'],
  'Slim Chinos': ['1f456', '1f45e'],
  'Wool Sweater': ['1f9f6', '1f9e5'],
  'Rain Jacket': ['1f9e5', '1f327-fe0f'],
  'Crew T-shirt (3 pack)': ['1f455', '1f45f'],
  'Leather Belt': ['1faa2', '1f456'],
  'Linen Dress': ['1f457', '1f452'],
  'Knit Cardigan': ['1f9e5', '1f9f6'],
  'High-rise Jeans': ['1f456', '1f45b'],
  'Silk Scarf': ['1f9e3', '1f9e4'],
  'Trench Coat': ['1f9e5', '1f302'],
  'Pleated Skirt': ['1f45a', '1f460'],
  'Single-origin Coffee Beans': ['1fad8', '2615'],
  'Jasmine Green Tea': ['1f375', '1f33c'],
  'Dark Chocolate 85%': ['1f36b', '1f330'],
  'Mixed Nuts': ['1f95c', '1f330'],
  'Extra Virgin Olive Oil': ['1fad2', '1fad9'],
  'Manuka Honey': ['1f36f', '1f41d'],
  'Smartphone X': ['1f4f1', '1f4f8'],
  'Smartphone Lite': ['1f4f2', '1f4f6'],
  'Wireless Earbuds': ['1f3a7', '1f3b5'],
  'Fast Charger 65W': ['1f50c', '26a1'],
  'Phone Case': ['1f4f1', '1f6e1-fe0f'],
  'Power Bank 20000mAh': ['1f50b', '1f4f1'],
  'Building Blocks 500 pcs': ['1f9f1', '1f3d7-fe0f'],
  'Remote Control Car': ['1f3ce-fe0f', '1f579-fe0f'],
  'Plush Bear': ['1f9f8', '1f380'],
  'Wooden Puzzle': ['1f9e9', '1fab5'],
  'Kids Drone': ['1f681', '1f579-fe0f'],
  'Board Game Classic': ['1f3b2', '265f-fe0f'],
}

/**
 * Kinds whose subject alone would say another thing (a robot, a cane, a coat, a haircut): their
 * cover, the picture of the cards, shows the companion beside it too.
 */
export const COVER_WITH_COMPANION: ReadonlySet<string> = new Set([
  'USB-C Dock',
  'Gaming Laptop 16"',
  'Air Fryer 5L',
  'Robot Vacuum',
  'Hair Dryer',
  'Desk Fan',
  'Trekking Poles',
  'Sleeping Bag',
  'Camping Lantern',
  'Insulated Bottle',
  'Massage Gun',
  'Vitamin C 1000 mg',
  'Smart Scale',
  'Wool Sweater',
  'Rain Jacket',
  'Leather Belt',
  'Knit Cardigan',
  'Trench Coat',
  'Single-origin Coffee Beans',
])

/** Category icons, by slug. */
export const CATEGORY_EMOJI: Readonly<Record<string, string>> = {
  computer: '1f4bb',
  electricalEquipment: '1f4a1',
  outdoors: '26fa',
  familyLife: '1f3e0',
  health: '1fa7a',
  mensClothing: '1f454',
  womensClothing: '1f457',
  food: '1f354',
  mobilePhone: '1f4f1',
  toys: '1f9f8',
}

/** Shop logos, by shop name: a sign for what the shop is about. */
export const SHOP_EMOJI: Readonly<Record<string, string>> = {
  'Aurora Digital': '1f4bb',
  'Harbor Home': '1f3e0',
  'Summit Outfitters': '1f3d4-fe0f',
  'Lotus Wellness': '1fab7',
  'Tailor & Thread': '1f9f5',
  'Maison Bloom': '1f337',
  'Pantry Street': '1f9fa',
  'Pocket Tech': '1f4f1',
  'Playful Planet': '1fa90',
  'Volt Appliances': '26a1',
  'Northern Goods': '1f6cd-fe0f',
  'Sakura Select': '1f338',
  'Bangkok Bazaar': '1f3ee',
  'Seoul Corner': '2b50',
}

/** Banner objects, by banner title (the subject first); the title itself is HTML text over it. */
export const BANNER_EMOJI: Readonly<Record<string, readonly string[]>> = {
  'Spring sale: up to 30% off': ['1f6cd-fe0f', '1f457', '1f337'],
  'New in: mobile phones': ['1f4f1', '1f3a7', '1f50b'],
  'Free shipping on outdoor gear': ['26fa', '1f392', '1f97e'],
  'Healthy living week': ['1f34e', '1f9d8', '1f48a'],
}

/** A file-name-safe slug of an English name: "Gaming Laptop 16\"" -> "gaming-laptop-16". */
export function artSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function required<T>(table: Readonly<Record<string, T>>, key: string, what: string): T {
  const value = table[key]
  if (value === undefined) throw new Error(`no demo picture for ${what} "${key}" (seed/art/art-recipes.ts)`)
  return value
}

export interface DemoArtPlan {
  /** Three shots per product kind, by the kind's English base name. */
  products: ReadonlyMap<string, readonly ArtRecipe[]>
  categories: readonly ArtRecipe[]
  shops: readonly ArtRecipe[]
  banners: readonly ArtRecipe[]
}

/** Every picture the demo catalogue shows, in the catalogue's order. */
export function demoArtPlan(): DemoArtPlan {
  const products = new Map<string, ArtRecipe[]>()
  for (const category of DEMO_CATEGORIES) {
    category.kinds.forEach((kind, kindIndex) => {
      const emoji = required(KIND_EMOJI, kind.name, 'product kind')
      products.set(
        kind.name,
        Array.from({ length: PRODUCT_VIEWS }, (_, view) => ({
          id: `p-${artSlug(kind.name)}-${view}`,
          kind: 'product' as const,
          emoji,
          hue: (category.hue + kindIndex * 17 + view * 35) % 360,
          view,
          ...(view === 0 && COVER_WITH_COMPANION.has(kind.name) ? { companionOnCover: true } : {}),
          widths: ART_WIDTHS.product,
          aspect: 1,
        })),
      )
    })
  }
  const single = (kind: ArtKind, id: string, emoji: string, hue: number): ArtRecipe => ({
    id,
    kind,
    emoji: [emoji],
    hue,
    view: 0,
    widths: ART_WIDTHS[kind],
    aspect: 1,
  })
  return {
    products,
    categories: DEMO_CATEGORIES.map((c) =>
      single('category', `c-${artSlug(c.slug)}`, required(CATEGORY_EMOJI, c.slug, 'category'), c.hue),
    ),
    shops: DEMO_SHOPS.map((s) =>
      single('shop', `s-${artSlug(s.name)}`, required(SHOP_EMOJI, s.name, 'shop'), s.hue),
    ),
    banners: DEMO_BANNERS.map((b) => ({
      id: `b-${artSlug(b.title)}`,
      kind: 'banner' as const,
      emoji: required(BANNER_EMOJI, b.title, 'banner'),
      hue: b.hue,
      view: 0,
      widths: ART_WIDTHS.banner,
      aspect: BANNER_ASPECT,
    })),
  }
}

/** The plan as one list (the build script and the coverage test walk it). */
export function allRecipes(plan: DemoArtPlan): ArtRecipe[] {
  return [...[...plan.products.values()].flat(), ...plan.categories, ...plan.shops, ...plan.banners]
}
