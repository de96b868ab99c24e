import { type EndpointResponse, indexCategory } from '@crossmart/api-client'

/** A category as the shop lists them (names in the request's language): what a product is filed under. */
export type Category = EndpointResponse<typeof indexCategory>['list'][number]

export { indexCategory }
