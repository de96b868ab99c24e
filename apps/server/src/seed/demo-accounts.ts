/**
 * Demo credentials printed at start (README "Run"). Public on purpose: this is demo data, and
 * operators disable it with SEED_DEMO=0 on a real deployment.
 */
export const DEMO_SHOPPER = {
  account: 'demo',
  email: 'demo@crossmart.example',
  mobile: '+10000000001',
  password: 'demo1234',
  payCode: '123456',
  nickname: 'Demo Shopper',
  /** $10,000.00 to spend. */
  balanceCents: 1_000_000,
} as const

/** Customer-service staff of shop N log in as `service<N>` (N = shop id) with this password. */
export const STAFF_PASSWORD = 'service123'
export const staffAccountFor = (shopId: number): string => `service${shopId}`

/** Issue #42: the owner of shop N logs in as `owner<N>` with this password (the shop's money is theirs). */
export const OWNER_PASSWORD = 'owner123'
export const ownerAccountFor = (shopId: number): string => `owner${shopId}`

/** Reviewers give the seeded reviews names; they cannot log in (their password hash never verifies). */
export const REVIEWER_NAMES = [
  'Alice',
  'Bao',
  'Chen Wei',
  'Daichi',
  'Eun-ji',
  'Farah',
  'Gabriel',
  'Hana',
  'Ivan',
  'Jin',
] as const
export const UNUSABLE_PASSWORD_HASH = '!disabled'

/** The platform operator of the console (server README "Console"): audits money and complaints. */
export const DEMO_OPERATOR = {
  account: 'operator',
  password: 'operator123',
  nickname: 'Olivia (Operator)',
} as const

/** A second staff member of shop 1, so the console's transfer has a colleague to hand over to. */
export const DEMO_COLLEAGUE = {
  account: 'agent1',
  password: STAFF_PASSWORD,
  nickname: 'Mia (Shop 1)',
  shopId: 1,
} as const
