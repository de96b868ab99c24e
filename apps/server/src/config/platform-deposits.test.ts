import { networkAddressIssue } from '@crossmart/api-client'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { ConfigError } from './config-error'
import { DEMO_PLATFORM_DEPOSITS, DEPOSIT_NETWORKS } from './platform-deposits'

// Issue #46: the on-chain top-up addresses come from the operator's configuration, a marked demo
// set in a demo, none otherwise (server README "Platform deposit addresses").

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'
/** EIP-55's first example. */
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

const load = (env: Record<string, string>) => loadConfig({ env, baseDir: '/repo' }).platformDeposits

describe('PLATFORM_DEPOSIT_<NETWORK>', () => {
  it.each([
    ['nothing set, not a demo: no address', { SEED_DEMO: '0' }, { addresses: {}, demo: false }],
    ['nothing set in a demo: the marked demo set', {}, DEMO_PLATFORM_DEPOSITS],
    [
      'the operator set some (demo or not): only those, not marked',
      { PLATFORM_DEPOSIT_TRC20: ` ${TRON} `, PLATFORM_DEPOSIT_ERC20: EVM },
      { addresses: { TRC20: TRON, ERC20: EVM }, demo: false },
    ],
    [
      'a blank value is no address',
      { SEED_DEMO: '0', PLATFORM_DEPOSIT_BSC: ' ' },
      { addresses: {}, demo: false },
    ],
  ])('%s', (_name, env, expected) => {
    expect(load(env)).toEqual(expected)
  })

  it.each([
    ['PLATFORM_DEPOSIT_TRC20', EVM, /PLATFORM_DEPOSIT_TRC20 must be a TRC20 address/],
    [
      'PLATFORM_DEPOSIT_TRC20',
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T',
      /PLATFORM_DEPOSIT_TRC20 must be a TRC20/,
    ],
    ['PLATFORM_DEPOSIT_ERC20', TRON, /PLATFORM_DEPOSIT_ERC20 must be an EVM address/],
    // one letter's case changed: the EIP-55 checksum no longer matches
    ['PLATFORM_DEPOSIT_BSC', EVM.replace('a', 'A'), /PLATFORM_DEPOSIT_BSC must be an EVM address/],
    ['PLATFORM_DEPOSIT_HECO', 'not-an-address', /PLATFORM_DEPOSIT_HECO/],
  ])('refuses %s=%s with a clear error', (name, value, error) => {
    expect(() => load({ [name]: value })).toThrow(ConfigError)
    expect(() => load({ [name]: value })).toThrow(error)
  })

  it('the demo set is well-formed for its networks and none is the old hard-coded third-party wallet', () => {
    for (const network of DEPOSIT_NETWORKS) {
      const address = DEMO_PLATFORM_DEPOSITS.addresses[network]
      expect(address, network).toBeDefined()
      expect(networkAddressIssue(network, address ?? '')).toBeUndefined()
    }
    const values = Object.values(DEMO_PLATFORM_DEPOSITS.addresses).map((a) => a.toLowerCase())
    expect(new Set(values).size).toBe(DEPOSIT_NETWORKS.length)
    for (const taken of [
      'tqry8tryqsyvcys3mfbtffipp2ccyn4stm',
      '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c',
      '0x8ba1f109551bd432803012645ac136ddd64dba72',
      '0x3f5ce5fbfe3e9af3971dd833d26ba9b5c936f0be',
      '0xab5801a7d398351b8be11c439e05c5b3259aec9b',
    ])
      expect(values).not.toContain(taken)
  })
})
