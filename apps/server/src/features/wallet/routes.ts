import {
  walletBankDetails,
  walletBill,
  walletExtract,
  walletExtractInfo,
  walletExtractLog,
  walletGetBlockchain,
  walletRecharge,
  walletRechargeLog,
} from '@crossmart/api-client'
import { Hono } from 'hono'
import type { AppServices } from '../../app-services'
import type { AppEnv } from '../../http/app-env'
import { createMount } from '../../http/endpoint-route'
import { createPayCodeChecker, verifyPayCode } from '../../security/pay-code-checker'
import { findUserById } from '../accounts/user-lookup'
import { rechargeNetworks } from './networks'
import { submitRecharge } from './recharges'
import { billLog, rechargeLog, withdrawLog } from './wallet-queries'
import { WITHDRAWAL_RULE } from './withdrawal-charge'
import { requestWithdrawal } from './withdrawals'

/** shop-spec §3 Wallet (README "Money: cart, orders, wallet"): recharge, withdraw and the records. */
export function createWalletRoutes(services: AppServices): Hono<AppEnv> {
  const { db, clock, auth } = services
  const router = new Hono<AppEnv>()
  const mount = createMount(router, auth)
  const payCodes = createPayCodeChecker(services)

  // Issue #46: each network's address is the operator's PLATFORM_DEPOSIT_<NETWORK> (or the marked
  // demo set), read per request so the list always says what a recharge will be checked against.
  mount(walletGetBlockchain, async () => ({ list: rechargeNetworks(services.config.platformDeposits) }))

  // Server README "Platform bank details": where a card top-up sends the money (operator's setting).
  mount(walletBankDetails, async ({ session }) => {
    await session()
    return services.config.platformBank ?? null
  })

  mount(walletRecharge, async ({ input, session }) =>
    submitRecharge(db, clock, services.config.platformDeposits, (await session()).userId, input),
  )

  mount(walletRechargeLog, async ({ input, session }) => rechargeLog(db, (await session()).userId, input))

  // Shown before submitting: the balance and the service-charge rule the app previews with.
  mount(walletExtractInfo, async ({ session }) => ({
    balanceCents: (await findUserById(db, (await session()).userId)).balanceCents,
    serviceChargeBps: WITHDRAWAL_RULE.serviceChargeBps,
    minServiceChargeCents: WITHDRAWAL_RULE.minServiceChargeCents,
    networks: rechargeNetworks(services.config.platformDeposits),
  }))

  mount(walletExtract, async ({ input, session, ip }) => {
    const { userId } = await session()
    await verifyPayCode(db, payCodes, userId, input.payCode, ip)
    return requestWithdrawal(db, clock, userId, input)
  })

  mount(walletExtractLog, async ({ input, session }) => withdrawLog(db, (await session()).userId, input))

  mount(walletBill, async ({ input, session }) => billLog(db, (await session()).userId, input))

  return router
}
