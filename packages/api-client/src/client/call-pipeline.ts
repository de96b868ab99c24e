// What a call runs once its endpoint is known: the pre-send check, the query encoder and the
// response guard. Everything here needs zod (the contract's schemas and the envelope's), so
// create-api-client.ts loads this module with ky and the first call, not with the app (issue #26).
export { validateRequest } from '../contract/parse.js'
export { encodeQuery } from '../contract/query-string.js'
export { readResponse } from './read-response.js'
