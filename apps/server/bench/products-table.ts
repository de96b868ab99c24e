/**
 * Products table benchmark (issue #48 "Products"; server README "Products"; not a test): one shop
 * with BENCH_SHOP_PRODUCTS (10,000) products of two SKUs each among BENCH_PRODUCTS (200,000) in the
 * platform, in an in-memory PGlite with the migrations; then the console's table query
 * (/api/console/products: a page of 20 with its SKUs and the total) for the first page, a deep page,
 * a name search and each filter. Prints p50 / p99 / max in ms per query (target p99 < 50 ms), and
 * how long a product save takes until the shop's search finds it (target < 1 s).
 *
 * Run: `pnpm --filter @crossmart/server bench:products`. Env: BENCH_PRODUCTS, BENCH_SHOP_PRODUCTS,
 * BENCH_RUNS (60 timed runs per query, after 5 warm-up runs).
 */
import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { systemClock } from '../src/clock'
import { openDatabase } from '../src/db/open-database'
import { categories, shops } from '../src/db/schema'
import { searchProducts } from '../src/features/catalog/search/product-search'
import { saveProduct } from '../src/features/shop-products/product-editor'
import { listShopProducts, type ProductTableQuery } from '../src/features/shop-products/product-table'

const PRODUCTS = Number(process.env['BENCH_PRODUCTS'] ?? 200_000)
const SHOP_PRODUCTS = Number(process.env['BENCH_SHOP_PRODUCTS'] ?? 10_000)
const RUNS = Number(process.env['BENCH_RUNS'] ?? 60)
const WARM_UP = 5
const SHOPS = 20
const CHUNK = 20_000
const WORDS = [
  'jacket',
  'lamp',
  'kettle',
  'sneaker',
  'headphones',
  'backpack',
  'mug',
  'scarf',
  'phone',
  'desk',
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function main() {
  const handle = await openDatabase({ kind: 'pglite', dataDir: undefined })
  await handle.migrate()
  const { db } = handle
  const started = performance.now()
  const categoryIds = await db
    .insert(categories)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        slug: `c${i}`,
        names: { en: `C${i}`, zh: `C${i}`, jp: `C${i}`, kor: `C${i}`, tai: `C${i}` },
      })),
    )
    .returning({ id: categories.id })
  const shopIds = await db
    .insert(shops)
    .values(Array.from({ length: SHOPS }, (_, i) => ({ name: `Shop ${i + 1}` })))
    .returning({ id: shops.id })
  const benchShop = shopIds[0]!.id
  const words = sql.raw(`(array[${WORDS.map((w) => `'${w}'`).join(',')}])`)
  await db.execute(sql`alter table products disable trigger products_search_terms_sync`)
  for (let from = 1; from <= PRODUCTS; from += CHUNK) {
    const to = Math.min(PRODUCTS, from + CHUNK - 1)
    // The bench shop's products are the first SHOP_PRODUCTS; the rest go round the other shops.
    await db.execute(sql`
      insert into products (shop_id, category_id, name, price_cents, original_price_cents, stock, search_text, status, specs)
      select case when g <= ${SHOP_PRODUCTS} then ${benchShop}
                  else ${sql.raw(`(array[${shopIds.map((s) => s.id).join(',')}])`)}[2 + g % ${SHOPS - 1}] end,
        ${sql.raw(`(array[${categoryIds.map((c) => c.id).join(',')}])`)}[1 + g % 10],
        initcap(${words}[1 + g % 10]) || ' ' || g, 1000 + g % 5000, 1000 + g % 5000, case when g % 50 = 0 then 0 else 20 end,
        ${words}[1 + g % 10] || ' ' || g,
        (array['published','published','published','draft','unlisted'])[1 + g % 5],
        '[{"name":"Colour","values":["Red","Blue"]}]'::jsonb
      from generate_series(${from}::int, ${to}::int) as g`)
  }
  await db.execute(sql`
    insert into product_skus (product_id, values, label, price_cents, stock)
    select p.id, jsonb_build_array(c), c, p.price_cents, case when p.stock = 0 then 0 else 10 end
    from products p cross join (values ('Red'), ('Blue')) as v(c) where p.shop_id = ${benchShop}`)
  await db.execute(sql`alter table products enable trigger products_search_terms_sync`)
  await db.execute(sql`select search_terms_rebuild()`)
  await db.execute(sql`analyze`)
  console.log(
    `loaded ${PRODUCTS} products (${SHOP_PRODUCTS} in the bench shop) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )

  const queries: { name: string; query: ProductTableQuery }[] = [
    { name: 'first page', query: { page: 1, limit: 20 } },
    { name: 'page 250', query: { page: 250, limit: 20 } },
    { name: 'name "lamp"', query: { keyword: 'lamp', page: 1, limit: 20 } },
    { name: 'name "lamp 77"', query: { keyword: 'lamp 77', page: 1, limit: 20 } },
    { name: 'status draft', query: { status: 'draft', page: 1, limit: 20 } },
    { name: 'category', query: { categoryId: categoryIds[3]!.id, page: 1, limit: 20 } },
    { name: 'out of stock', query: { outOfStock: true, page: 1, limit: 20 } },
    {
      name: 'all filters',
      query: { keyword: 'jacket', status: 'published', categoryId: categoryIds[0]!.id, page: 1, limit: 20 },
    },
  ]
  console.log('query            total    p50 ms   p99 ms   max ms')
  let worstP99 = 0
  for (const { name, query } of queries) {
    const times: number[] = []
    let total = 0
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      const t0 = performance.now()
      const page = await listShopProducts(db, benchShop, query, 'en')
      const elapsed = performance.now() - t0
      total = page.total
      if (run >= WARM_UP) times.push(elapsed)
    }
    times.sort((a, b) => a - b)
    const p99 = percentile(times, 99)
    worstP99 = Math.max(worstP99, p99)
    console.log(
      `${name.padEnd(16)} ${String(total).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(9)} ${p99.toFixed(1).padStart(8)} ${times.at(-1)!.toFixed(1).padStart(8)}`,
    )
  }
  console.log(`worst p99 ${worstP99.toFixed(1)} ms (target < 50 ms)`)

  // A save, then the shop's search (no cache in between: the editor drops it) until it is found.
  const t0 = performance.now()
  await saveProduct(
    { db, clock: systemClock, catalog: { invalidate() {} } },
    { shopId: benchShop, userId: 1 },
    {
      texts: { en: { name: 'Quasar benchmark parka' } },
      categoryId: categoryIds[0]!.id,
      status: 'published',
      options: [{ name: 'Size', values: ['M', 'L'] }],
      skus: [
        { values: ['M'], priceCents: 9_900, stock: 3 },
        { values: ['L'], priceCents: 9_900, stock: 3 },
      ],
      images: [],
    },
  )
  const saved = performance.now() - t0
  const found = await searchProducts(db, { keyword: 'quasar' }, undefined, { page: 1, limit: 20 }, 'en')
  console.log(
    `save ${saved.toFixed(1)} ms, then found by search: ${found.total === 1} after ${(performance.now() - t0).toFixed(1)} ms (target < 1000 ms)`,
  )
  await handle.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
