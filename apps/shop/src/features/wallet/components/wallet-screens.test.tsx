import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { userInfoAtom } from '../../../lib/session/session-atoms'
import { type FakeApi, type FakeRequest, startFakeApi } from '../../../test-support/fake-api'
import { cartView, page, USER } from '../../../test-support/fake-data'
import { locationOf, renderApp } from '../../../test-support/render-app'
import { addressQrDataUrl } from '../state/address-qr'

const AT = '2026-03-01T10:00:00.000Z'
/** EIP-55's first example: a checksummed ERC20 address. */
const ERC20_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
/** The demo set of the server's DEMO_PLATFORM_DEPOSITS (valid checksums, no key known). */
const NETWORKS = [
  {
    id: 1,
    network: 'TRC20',
    coin: 'USDT',
    address: 'TMuW4thVNTVB5zW8XdsMahc53ckSRpTPp2',
    demo: true,
    supported: true,
  },
  {
    id: 2,
    network: 'ERC20',
    coin: 'USDT',
    address: '0xCea01db0C0170B90b79c83972B32864370f63D1A',
    demo: true,
    supported: true,
  },
  { id: 3, network: 'DEX', coin: 'USDT', address: null, demo: true, supported: false },
  { id: 4, network: 'BSC', coin: 'USDT', address: null, demo: true, supported: false },
  { id: 5, network: 'HECO', coin: 'USDT', address: null, demo: true, supported: false },
]
let networks: {
  id: number
  network: string
  coin: string
  address: string | null
  demo: boolean
  supported: boolean
}[] = NETWORKS
const audited = { auditRemark: '', createdAt: AT, auditedAt: null }

function recharge(id: number, patch: Record<string, unknown> = {}) {
  return {
    id,
    amountCents: 10_000,
    status: 0,
    ...audited,
    method: 1,
    network: null,
    address: null,
    evidence: '/uploads/e.png',
    txHash: null,
    ...patch,
  }
}

function withdrawal(id: number, patch: Record<string, unknown> = {}) {
  return {
    id,
    amountCents: 2000,
    status: 0,
    ...audited,
    type: 1,
    serviceChargeCents: 100,
    actualArrivalCents: 1900,
    bankCardNumber: '**** 1234',
    bankName: 'Demo Bank',
    network: null,
    address: null,
    ...patch,
  }
}

let api: FakeApi
let user = { ...USER }
let rechargeLog: ReturnType<typeof recharge>[] = []
let extractReply: (r: FakeRequest) => { data: unknown; code?: number; msg?: string }

const posts = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'POST')
const gets = (path: string) => api.requests.filter((r) => r.path === path && r.method === 'GET')
const image = () => new File([new Uint8Array([137, 80, 78, 71])], 'proof.png', { type: 'image/png' })

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
beforeEach(() => {
  user = { ...USER, balanceCents: 5_000 }
  rechargeLog = [
    recharge(1, { status: 1 }),
    recharge(2, { method: 2, network: 'TRC20', status: 2, auditRemark: 'Not received' }),
  ]
  api.requests.length = 0
  api.on('/api/user/getUserInfo', () => ({ data: user }))
  api.on('/api/cart/list', () => ({ data: cartView(0) }))
  networks = NETWORKS
  api.on('/api/user/getBlockchain', () => ({ data: { list: networks } }))
  api.on('/api/upload/image', () => ({ data: { url: '/uploads/proof.png', size: 4, mime: 'image/png' } }))
  api.on('/api/user/recharge', (r) => {
    const body = r.body as { amountCents: number; method: number; network?: string }
    const record = recharge(10, {
      amountCents: body.amountCents,
      method: body.method,
      network: body.network ?? null,
    })
    rechargeLog = [record, ...rechargeLog]
    return { data: record }
  })
  api.on('/api/user/recharge_log', (r) => {
    const status = r.query.get('status')
    const list = status === null ? rechargeLog : rechargeLog.filter((x) => String(x.status) === status)
    return { data: page(list, list.length) }
  })
  api.on('/api/user/extract', (r) => {
    if (r.method === 'GET')
      return {
        data: {
          balanceCents: user.balanceCents,
          serviceChargeBps: 100,
          minServiceChargeCents: 100,
          networks: NETWORKS,
        },
      }
    return extractReply(r)
  })
  extractReply = (r) => {
    const body = r.body as { amountCents: number }
    user = { ...user, balanceCents: user.balanceCents - body.amountCents }
    return { data: { ...withdrawal(7, { amountCents: body.amountCents }), balanceCents: user.balanceCents } }
  }
  api.on('/api/user/extract_log', () => ({ data: page([withdrawal(7)], 1) }))
  api.on('/api/user/bill', () => ({
    data: page(
      [
        {
          id: 2,
          type: 2,
          amountCents: -2000,
          balanceAfterCents: 3000,
          orderId: null,
          remark: '',
          createdAt: AT,
        },
        {
          id: 1,
          type: 1,
          amountCents: 5000,
          balanceAfterCents: 5000,
          orderId: null,
          remark: '',
          createdAt: AT,
        },
      ],
      2,
    ),
  }))
})

const open = (path: string) => renderApp({ baseUrl: api.baseUrl, path, token: 'tok' })

describe('/topUp', () => {
  it('shows the balance and the recharge ways', async () => {
    await open('/topUp')
    expect(await screen.findByText('$50.00')).toBeTruthy()
    expect(screen.getByRole('link', { name: /On-chain transfer/ }).getAttribute('href')).toBe('/walletTopUp')
    expect(screen.getByRole('link', { name: /Manual \(card\) transfer/ }).getAttribute('href')).toBe(
      '/cardTopUp',
    )
    expect(screen.getByRole('link', { name: 'Recharge record' }).getAttribute('href')).toBe('/topUpRecord')
  })
})

describe('/cardTopUp', () => {
  it("says where to send the money: the platform's bank account from the server (#31)", async () => {
    api.on('/api/user/bank_details', () => ({
      data: {
        bankName: 'Kasikorn Bank',
        accountName: 'CrossMart Co., Ltd.',
        accountNumber: '123-4-56789-0',
        swift: '',
      },
    }))
    await open('/cardTopUp')
    const bank = await screen.findByRole('region', { name: 'Send the money to' })
    expect(within(bank).getByText('123-4-56789-0')).toBeTruthy()
    expect(within(bank).getByText('Kasikorn Bank')).toBeTruthy()
    expect(within(bank).getByRole('button', { name: 'Copy Account number' })).toBeTruthy()
    expect(within(bank).queryByText('SWIFT / BIC')).toBeNull()
  })

  it('copies each bank value and says which one was copied (not "Address copied", #31)', async () => {
    api.on('/api/user/bank_details', () => ({
      data: {
        bankName: 'Kasikorn Bank',
        accountName: 'CrossMart Co., Ltd.',
        accountNumber: '123-4-56789-0',
        swift: 'KASITHBK',
      },
    }))
    // A secure page, as the shop is served over HTTPS. The clipboard is user-event's own stub
    // (setup() puts it on navigator): redefining navigator.clipboard beside it raced with that.
    const secure = Object.getOwnPropertyDescriptor(window, 'isSecureContext')
    Object.defineProperty(window, 'isSecureContext', { configurable: true, value: true })
    const user = userEvent.setup()
    const copyButton = async (name: string) =>
      within(await screen.findByRole('region', { name: 'Send the money to' })).findByRole('button', { name })
    try {
      await open('/cardTopUp')
      await user.click(await copyButton('Copy Account number'))
      expect(await screen.findByText('Account number copied')).toBeTruthy()
      expect(await navigator.clipboard.readText()).toBe('123-4-56789-0')
      await user.click(await copyButton('Copy SWIFT / BIC'))
      expect(await screen.findByText('SWIFT / BIC copied')).toBeTruthy()
      expect(await navigator.clipboard.readText()).toBe('KASITHBK')
    } finally {
      if (secure) Object.defineProperty(window, 'isSecureContext', secure)
      else Reflect.deleteProperty(window, 'isSecureContext')
    }
  })

  it('shows the rules under the fields and sends nothing while they fail', async () => {
    await open('/cardTopUp')
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }))
    expect(screen.getByText('Please enter a valid amount')).toBeTruthy()
    expect(screen.getByText('Please upload the payment evidence')).toBeTruthy()
    expect(posts('/api/user/recharge')).toEqual([])
  })

  it('uploads the evidence, submits amount and image, then shows the pending audit', async () => {
    await open('/cardTopUp')
    await userEvent.type(await screen.findByLabelText('Amount'), '100')
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [image()] } })
    expect(await screen.findByRole('img', { name: 'Payment evidence preview' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Your recharge of $100.00 is under review. The balance rises when it passes.'),
    ).toBeTruthy()
    expect(posts('/api/user/recharge').map((r) => r.body)).toEqual([
      { method: 1, amountCents: 10_000, evidence: '/uploads/proof.png' },
    ])
    expect(posts('/api/upload/image')).toHaveLength(1)
  })

  it('opened from a payment, the submitted recharge offers the way back once (#31)', async () => {
    await open(`/cardTopUp?back=${encodeURIComponent('/payment?orders=41')}`)
    expect(await screen.findAllByRole('button', { name: 'Back to payment' })).toHaveLength(1)
    await userEvent.type(await screen.findByLabelText('Amount'), '100')
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [image()] } })
    expect(await screen.findByRole('img', { name: 'Payment evidence preview' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText(/Your recharge of \$100\.00 is under review/)).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Back to payment' })).toHaveLength(1)
    expect(screen.getAllByText(/Your order is waiting for payment/)).toHaveLength(1)
  })

  it('refuses a file that is not an image before uploading', async () => {
    await open('/cardTopUp')
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' })
    fireEvent.change(await screen.findByLabelText('Choose image'), { target: { files: [text] } })
    expect(await screen.findByText('Only JPEG, PNG, GIF or WebP images')).toBeTruthy()
    expect(posts('/api/upload/image')).toEqual([])
  })
})

describe('/walletTopUp', () => {
  it('offers only the networks the server accepts and names the refused ones', async () => {
    await open('/walletTopUp')
    const trc = await screen.findByRole('button', { name: 'TRC20 · USDT' })
    expect(trc.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: 'ERC20 · USDT' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /BSC/ })).toBeNull()
    expect(screen.getByText('Deposits via DEX, BSC, HECO are temporarily unsupported.')).toBeTruthy()
    expect(screen.getByTestId('deposit-address').textContent).toBe(NETWORKS[0]?.address)
    await userEvent.click(screen.getByRole('button', { name: 'ERC20 · USDT' }))
    expect(screen.getByTestId('deposit-address').textContent).toBe(NETWORKS[1]?.address)
  })

  // Issue #46: the address whole (not a clipped input), its QR code, and the demo marking.
  it('shows the whole address, a QR code of it and says a demo address is one', async () => {
    await open('/walletTopUp')
    const card = await screen.findByRole('region', { name: 'Recharge address' })
    const shown = within(card).getByTestId('deposit-address')
    expect(shown.tagName).toBe('CODE')
    expect(shown.textContent).toBe(NETWORKS[0]?.address)
    expect(within(card).queryByRole('textbox')).toBeNull()
    const qr = within(card).getByRole('img', {
      name: 'QR code of the TRC20 recharge address',
    }) as HTMLImageElement
    expect(qr.src).toBe(addressQrDataUrl(NETWORKS[0]?.address ?? ''))
    expect(within(card).getByRole('note').textContent).toMatch(/^Demo address: .*Do not send real coins/)
    await userEvent.click(screen.getByRole('button', { name: 'ERC20 · USDT' }))
    const erc = screen.getByRole('img', { name: 'QR code of the ERC20 recharge address' }) as HTMLImageElement
    expect(erc.src).toBe(addressQrDataUrl(NETWORKS[1]?.address ?? ''))
  })

  it("does not mark the operator's own addresses as demo", async () => {
    networks = NETWORKS.map((n) => ({ ...n, demo: false }))
    await open('/walletTopUp')
    await screen.findByTestId('deposit-address')
    expect(screen.queryByRole('note')).toBeNull()
  })

  it('says to ask customer service on a network with no platform address, and asks nothing', async () => {
    networks = NETWORKS.map((n) => (n.network === 'ERC20' ? { ...n, address: null, demo: false } : n))
    await open('/walletTopUp')
    await userEvent.click(await screen.findByRole('button', { name: 'ERC20 · USDT' }))
    expect(
      screen
        .getByText(
          'No platform address is set for ERC20 yet, so deposits on it are not open. Please ask customer service how to top up.',
        )
        .getAttribute('role'),
    ).toBe('status')
    expect(screen.queryByTestId('deposit-address')).toBeNull()
    expect(screen.queryByLabelText('Amount')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'TRC20 · USDT' }))
    expect(screen.getByLabelText('Amount')).toBeTruthy()
  })

  it('checks the transaction hash for the network before sending, and sends it when right', async () => {
    await open('/walletTopUp')
    await screen.findByTestId('deposit-address')
    await userEvent.type(screen.getByLabelText('Amount'), '10')
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [image()] } })
    await screen.findByRole('img', { name: 'Payment evidence preview' })
    const hash = screen.getByLabelText('Transaction hash (optional)')
    await userEvent.type(hash, `0x${'ab'.repeat(32)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText(
        'This is not a TRC20 transaction hash: 64 hex characters (0-9, a-f), copied from your wallet',
      ),
    ).toBeTruthy()
    expect(posts('/api/user/recharge')).toEqual([])
    await userEvent.clear(hash)
    await userEvent.type(hash, ` ${'ab'.repeat(32)} `)
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Submitted, pending audit', { selector: 'p' })).toBeTruthy()
    expect(posts('/api/user/recharge').map((r) => (r.body as { txHash?: string }).txHash)).toEqual([
      'ab'.repeat(32),
    ])
  })

  it('says copying needs HTTPS on a plain http page', async () => {
    await open('/walletTopUp')
    await userEvent.click(await screen.findByRole('button', { name: 'Copy' }))
    expect(await screen.findByText('Copying is not supported on non-HTTPS pages')).toBeTruthy()
  })

  it('submits network, its address, amount and evidence', async () => {
    await open('/walletTopUp')
    await userEvent.click(await screen.findByRole('button', { name: 'ERC20 · USDT' }))
    await userEvent.type(screen.getByLabelText('Amount'), '25.5')
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [image()] } })
    await screen.findByRole('img', { name: 'Payment evidence preview' })
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Submitted, pending audit', { selector: 'p' })).toBeTruthy()
    expect(posts('/api/user/recharge').map((r) => r.body)).toEqual([
      {
        method: 2,
        network: 'ERC20',
        address: NETWORKS[1]?.address,
        amountCents: 2550,
        evidence: '/uploads/proof.png',
      },
    ])
  })
})

describe('/topUpRecord', () => {
  it('lists amount, way, time and audit status, with the audit result', async () => {
    await open('/topUpRecord')
    const list = await screen.findByRole('list', { name: 'Recharge record' })
    expect(await within(list).findByText('Manual transfer')).toBeTruthy()
    expect(within(list).getByText('On-chain (TRC20)')).toBeTruthy()
    expect(within(list).getByText('Passed')).toBeTruthy()
    expect(within(list).getByText('Declined')).toBeTruthy()
    expect(within(list).getByText('Audit result: Not received')).toBeTruthy()
    expect(within(list).getAllByText('$100.00')).toHaveLength(2)
  })

  it('filters by audit status and shows the empty state', async () => {
    await open('/topUpRecord')
    await screen.findByText('Manual transfer')
    await userEvent.click(screen.getByRole('tab', { name: 'Under review' }))
    expect(await screen.findByText('No recharges yet')).toBeTruthy()
    expect(gets('/api/user/recharge_log').at(-1)?.query.get('status')).toBe('0')
  })

  it('shows an error with retry when the first page fails', async () => {
    api.on('/api/user/recharge_log', () => ({ data: null, code: 0, msg: 'database down' }))
    await open('/topUpRecord')
    expect(await screen.findByText(/database down/, { selector: 'p' })).toBeTruthy()
    api.on('/api/user/recharge_log', () => ({ data: page(rechargeLog, rechargeLog.length) }))
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Manual transfer')).toBeTruthy()
  })
})

describe('/withDraw', () => {
  it('previews the service charge (1 %, at least $1) and the arrival as the amount is typed', async () => {
    await open('/withDraw')
    const amount = await screen.findByLabelText('Amount')
    await userEvent.type(amount, '20')
    const preview = screen.getByText('Service charge', { selector: 'dt' }).closest('dl') as HTMLElement
    expect(within(preview).getByText('$1.00')).toBeTruthy()
    expect(within(preview).getByText('$19.00')).toBeTruthy()
    await userEvent.clear(amount)
    await userEvent.type(amount, '40')
    expect(within(preview).getByText('$1.00')).toBeTruthy()
    expect(within(preview).getByText('$39.00')).toBeTruthy()
  })

  it('refuses an amount above the balance and missing bank fields, without a request', async () => {
    await open('/withDraw')
    await userEvent.type(await screen.findByLabelText('Amount'), '60')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText('The amount must not be greater than the balance')).toBeTruthy()
    expect(screen.getByText('Please enter the bank card number')).toBeTruthy()
    expect(screen.getByText('Please enter the bank name')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts('/api/user/extract')).toEqual([])
  })

  it('asks the payment code, sends the withdrawal and opens the withdrawal record', async () => {
    const view = await open('/withDraw')
    await userEvent.type(await screen.findByLabelText('Bank card number'), '6222000012341235')
    await userEvent.type(screen.getByLabelText('Bank name'), 'Demo Bank')
    await userEvent.type(screen.getByLabelText('Amount'), '20')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment code' })
    for (const digit of '123456') await userEvent.click(within(sheet).getByRole('button', { name: digit }))
    await waitFor(() => expect(locationOf(view.runtime)).toBe('/depositRecord'))
    expect(posts('/api/user/extract').map((r) => r.body)).toEqual([
      {
        type: 1,
        amountCents: 2000,
        bankCardNumber: '6222000012341235',
        bankName: 'Demo Bank',
        payCode: '123456',
      },
    ])
    expect(await screen.findByText('To: Demo Bank **** 1234')).toBeTruthy()
    // The held amount left the balance at once.
    expect(view.runtime.services.store.get(userInfoAtom)?.balanceCents).toBe(3000)
  })

  it('sends blockchain withdrawals with network and address', async () => {
    await open('/withDraw')
    await userEvent.click(await screen.findByRole('tab', { name: 'Blockchain' }))
    await userEvent.click(screen.getByRole('button', { name: 'ERC20 · USDT' }))
    await userEvent.type(screen.getByLabelText('Withdrawal address'), ERC20_ADDRESS)
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw all' }))
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment code' })
    for (const digit of '123456') await userEvent.click(within(sheet).getByRole('button', { name: digit }))
    await waitFor(() => expect(posts('/api/user/extract')).toHaveLength(1))
    expect(posts('/api/user/extract')[0]?.body).toEqual({
      type: 2,
      amountCents: 5000,
      network: 'ERC20',
      address: ERC20_ADDRESS,
      payCode: '123456',
    })
  })

  // Issue #46: the destination is checked beside its field, before the payment code is asked.
  it('offers only the networks paid out on and names the others as unsupported', async () => {
    await open('/withDraw')
    await userEvent.click(await screen.findByRole('tab', { name: 'Blockchain' }))
    expect(screen.getByRole('button', { name: 'TRC20 · USDT' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'HECO · USDT' })).toBeNull()
    expect(screen.getByText('Withdrawals via DEX, BSC, HECO are temporarily unsupported.')).toBeTruthy()
  })

  it.each([
    [
      'TRC20',
      'not-an-address',
      'This is not a valid TRC20 address: it starts with T, has 34 characters and must be copied exactly',
    ],
    [
      'ERC20',
      ERC20_ADDRESS.toLowerCase().replace('0x5a', '0x5A'),
      'This is not a valid address for this network: 0x followed by 40 hex characters, copied exactly',
    ],
  ])(
    'shows a %s address that cannot be right beside the field, without asking the code',
    async (network, address, message) => {
      await open('/withDraw')
      await userEvent.click(await screen.findByRole('tab', { name: 'Blockchain' }))
      await userEvent.click(screen.getByRole('button', { name: `${network} · USDT` }))
      const field = screen.getByLabelText('Withdrawal address')
      await userEvent.type(field, address)
      await userEvent.type(screen.getByLabelText('Amount'), '20')
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
      expect(field.getAttribute('aria-invalid')).toBe('true')
      expect(screen.getByText(message)).toBeTruthy()
      expect(screen.queryByRole('dialog')).toBeNull()
      expect(posts('/api/user/extract')).toEqual([])
    },
  )

  it.each([
    ['6222 0000 1234 1234', 'This card number is not valid, please check the digits'],
    ['GB82 WEST 1234 5698 7654 33', 'This IBAN is not valid, please check it'],
  ])('shows a card number or IBAN that cannot be right (%s) beside the field', async (number, message) => {
    await open('/withDraw')
    await userEvent.type(await screen.findByLabelText('Bank card number'), number)
    await userEvent.type(screen.getByLabelText('Bank name'), 'Demo Bank')
    await userEvent.type(screen.getByLabelText('Amount'), '20')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(screen.getByText(message)).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(posts('/api/user/extract')).toEqual([])
  })

  it('shows the note with go-setting when the server says no payment code is set (1009)', async () => {
    extractReply = () => ({ data: null, code: 1009, msg: 'You have not set a payment code' })
    const view = await open('/withDraw')
    await userEvent.type(await screen.findByLabelText('Bank card number'), '6222000012341235')
    await userEvent.type(screen.getByLabelText('Bank name'), 'Demo Bank')
    await userEvent.type(screen.getByLabelText('Amount'), '20')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    const sheet = await screen.findByRole('dialog', { name: 'Enter your payment code' })
    for (const digit of '123456') await userEvent.click(within(sheet).getByRole('button', { name: digit }))
    const note = (await screen.findByText('You have not set payment password?')).closest(
      '[role]',
    ) as HTMLElement
    expect(within(note).getByText('You have not set payment password?')).toBeTruthy()
    await userEvent.click(within(note).getByRole('button', { name: 'Go to settings' }))
    await waitFor(() => expect(locationOf(view.runtime)).toBe('/changePayPwd'))
  })

  it('shows the note at once, with no request, for a user without a payment code', async () => {
    user = { ...user, payCodeSet: false }
    await open('/withDraw')
    await userEvent.type(await screen.findByLabelText('Bank card number'), '6222000012341235')
    await userEvent.type(screen.getByLabelText('Bank name'), 'Demo Bank')
    await userEvent.type(screen.getByLabelText('Amount'), '20')
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('You have not set payment password?')).toBeTruthy()
    expect(posts('/api/user/extract')).toEqual([])
  })
})

describe('/depositRecord and /capitalRecord', () => {
  it('lists the withdrawal with charge, arrival and audit status', async () => {
    await open('/depositRecord')
    expect(await screen.findByText('To: Demo Bank **** 1234')).toBeTruthy()
    expect(screen.getByText('Service charge $1.00 · Actual arrival $19.00')).toBeTruthy()
    expect(screen.getByText('Under review', { selector: 'span' })).toBeTruthy()
  })

  it('lists every balance movement with its sign and type', async () => {
    await open('/capitalRecord')
    expect(await screen.findByText('Withdrawal (held)')).toBeTruthy()
    expect(screen.getByText('−$20.00')).toBeTruthy()
    expect(screen.getByText('Recharge')).toBeTruthy()
    expect(screen.getByText('+$50.00')).toBeTruthy()
    expect(screen.getByText('Balance after: $30.00')).toBeTruthy()
  })

  it('shows the empty state', async () => {
    api.on('/api/user/bill', () => ({ data: page([], 0) }))
    await open('/capitalRecord')
    expect(await screen.findByText('No balance movements yet')).toBeTruthy()
  })
})
