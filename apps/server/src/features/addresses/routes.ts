import { addressAdd, addressDel, addressDetail, addressList, addressSetDefault } from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { addressOf, deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './address-service'

/** shop-spec §3 Address, §7 address calls (the one-default rule lives in address-service.ts). */
export function createAddressRoutes({ db, clock, auth }: AppServices): Hono<AppEnv> {
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)

  mount(addressList, async ({ session }) => listAddresses(db, (await session()).userId))
  mount(addressAdd, async ({ input, session }) => saveAddress(db, clock, (await session()).userId, input))
  mount(addressDetail, async ({ input, session }) => addressOf(db, (await session()).userId, input.id))
  mount(addressSetDefault, async ({ input, session }) =>
    setDefaultAddress(db, (await session()).userId, input.id),
  )
  mount(addressDel, async ({ input, session }) => deleteAddress(db, (await session()).userId, input.id))

  return router
}
