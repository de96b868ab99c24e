export * from './protocol/index'
