import {
  type ApiClient,
  type CallOptions,
  type EndpointRequest,
  userLogin,
  userRegister,
} from '@crossmart/api-client'

/**
 * The two calls that open a session. session-service.ts loads this module with the first login or
 * registration, so their request rules (and the contract module holding them) are not part of the
 * code every page downloads first (README "Performance budget").
 */
export function logIn(api: ApiClient, input: EndpointRequest<typeof userLogin>) {
  return api.call(userLogin, input)
}

export function register(api: ApiClient, input: EndpointRequest<typeof userRegister>, options?: CallOptions) {
  return api.call(userRegister, input, options)
}
