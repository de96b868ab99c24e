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
  /** Products: which of the three shots (0 front, 1 close-up, 2 mirrored on another backdrop). */
  view: number
  /** Encoded widths, ascending: the sizes the shop shows it at (see README "Demo pictures"). */
  widths: readonly number[]
  /** Width / height. */
  aspect: number
}

/**
 * Widths per kind, for a 390 px wide phone at DPR 1.75-3 (issue #31): product cards are about 185
 * CSS px (2 columns) and the detail gallery 390, but the source renders are 256 px, so 480 is the
 * most that adds detail; thumbnails (56-72 CSS px) take 240. Category icons and shop logos are
 * 40-64 CSS px. The home banner is 390 CSS px wide: 720 covers DPR 1.75, 960 DPR 2.5.
 */
export const ART_WIDTHS: Readonly<Record<ArtKind, readonly number[]>> = {
  product: [240, 480],
  category: [120, 240],
  shop: [120, 240],
  banner: [480, 720, 960],
}

/** The home swiper's box is 2.2:1 (home screen). */
export const BANNER_ASPECT = 2.2
export const PRODUCT_VIEWS = 3

/** Fluent Emoji 3D asset for each demo product kind (by its English base name). */
export const KIND_EMOJI: Readonly<Record<string, string>> = {
  'Ultrabook 14"': '1f4bb',
  'Gaming Laptop 16"': '1f3ae',
  'Mechanical Keyboard': '2328-fe0f',
  'Wireless Mouse': '1f5b1-fe0f',
  '27" 4K Monitor': '1f5a5-fe0f',
  'USB-C Dock': '1f50c',
  'Air Fryer 5L': '1f373',
  'Robot Vacuum': '1f9f9',
  'Electric Kettle': '1fad6',
  'Hair Dryer': '1f4a8',
  'Desk Fan': '1f32c-fe0f',
  'Blender Pro': '1f964',
  'Camping Tent 2P': '26fa',
  'Hiking Backpack 40L': '1f392',
  'Trekking Poles': '1f97e',
  'Sleeping Bag': '1f6cf-fe0f',
  'Camping Lantern': '1f3ee',
  'Insulated Bottle': '1f9ca',
  'Cotton Bed Sheet Set': '1f6cf-fe0f',
  'Non-stick Pan': '1f373',
  'Storage Boxes (3)': '1f4e6',
  'Scented Candle': '1f56f-fe0f',
  'Bath Towel Set': '1f6c1',
  'Ceramic Mug': '2615',
  'Yoga Mat': '1f9d8',
  'Digital Thermometer': '1f321-fe0f',
  'Massage Gun': '1f4aa',
  'Vitamin C 1000 mg': '1f48a',
  'Resistance Bands': '1f3cb-fe0f',
  'Smart Scale': '2696-fe0f',
  'Oxford Shirt': '1f454',
  'Slim Chinos': '1f456',
  'Wool Sweater': '1f9e5',
  'Rain Jacket': '2602-fe0f',
  'Crew T-shirt (3 pack)': '1f455',
  'Leather Belt': '1f45e',
  'Linen Dress': '1f457',
  'Knit Cardigan': '1f9e5',
  'High-rise Jeans': '1f456',
  'Silk Scarf': '1f9e3',
  'Trench Coat': '1f97c',
  'Pleated Skirt': '1f45a',
  'Single-origin Coffee Beans': '2615',
  'Jasmine Green Tea': '1f375',
  'Dark Chocolate 85%': '1f36b',
  'Mixed Nuts': '1f95c',
  'Extra Virgin Olive Oil': '1fad2',
  'Manuka Honey': '1f36f',
  'Smartphone X': '1f4f1',
  'Smartphone Lite': '1f4f2',
  'Wireless Earbuds': '1f3a7',
  'Fast Charger 65W': '1f50c',
  'Phone Case': '1f4f1',
  'Power Bank 20000mAh': '1f50b',
  'Building Blocks 500 pcs': '1f9f1',
  'Remote Control Car': '1f3ce-fe0f',
  'Plush Bear': '1f9f8',
  'Wooden Puzzle': '1f9e9',
  'Kids Drone': '1f681',
  'Board Game Classic': '1f3b2',
}

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
          emoji: [emoji],
          hue: (category.hue + kindIndex * 17 + view * 35) % 360,
          view,
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
