// The whole schema, one file per area. Later features add `<area>.ts` and a line here; drizzle-kit
// generates one migration per change into ../../../migrations.
export * from './account-space'
export * from './addresses'
export * from './after-sale'
export * from './cart'
export * from './catalog'
export * from './chat'
export * from './chat-extras'
export * from './content'
export * from './ledger'
export * from './orders'
export * from './users'
export * from './wallet'
