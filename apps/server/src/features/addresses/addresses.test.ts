import {
  API_CODE,
  type ApiClient,
  addressAdd,
  addressDel,
  addressDetail,
  addressList,
  addressSetDefault,
} from '@crossmart/api-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointDrivers } from '../../test-support/test-databases'
import { startTestServer, type TestServer } from '../../test-support/test-server'

const home = {
  addressee: 'Ann Lee',
  mobile: '+6612345678',
  area: 'Bangkok',
  detailedAddress: '1 Sukhumvit Rd',
  tag: 'Home',
}

const defaults = async (api: ApiClient) =>
  (await api.call(addressList)).list.filter((a) => a.isDefault).map((a) => a.id)

describe.each(endpointDrivers())('addresses on %s', (driver) => {
  let t: TestServer
  let alice: ApiClient
  let bob: ApiClient
  beforeAll(async () => {
    t = await startTestServer(driver, { seed: false })
    alice = t.client((await t.register('alice')).token)
    bob = t.client((await t.register('bob')).token)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('makes the first address the default and keeps exactly one default', async () => {
    const first = await alice.call(addressAdd, home)
    expect(first.isDefault).toBe(true)
    const second = await alice.call(addressAdd, { ...home, tag: 'Office' })
    expect(second.isDefault).toBe(false)
    expect(await defaults(alice)).toEqual([first.id])
    const third = await alice.call(addressAdd, { ...home, tag: 'Parents', isDefault: true })
    expect(await defaults(alice)).toEqual([third.id])
    await alice.call(addressSetDefault, { id: second.id })
    expect(await defaults(alice)).toEqual([second.id])
    // Default first in the list.
    expect((await alice.call(addressList)).list[0]?.id).toBe(second.id)
  })

  it('edits an address in place', async () => {
    const added = await alice.call(addressAdd, { ...home, tag: 'Edit me' })
    const edited = await alice.call(addressAdd, { ...home, id: added.id, tag: 'Edited', area: 'Chiang Mai' })
    expect(edited).toMatchObject({ id: added.id, tag: 'Edited', area: 'Chiang Mai' })
    expect(await alice.call(addressDetail, { id: added.id })).toEqual(edited)
  })

  it('promotes another address when the default is deleted, and none remains default when all are gone', async () => {
    const carol = t.client((await t.register('carol')).token)
    const a = await carol.call(addressAdd, home)
    const b = await carol.call(addressAdd, { ...home, tag: 'B' })
    await carol.call(addressDel, { id: a.id })
    expect(await defaults(carol)).toEqual([b.id])
    await carol.call(addressDel, { id: b.id })
    expect((await carol.call(addressList)).list).toEqual([])
  })

  it('keeps one default under concurrent set-default calls', async () => {
    const dave = t.client((await t.register('dave')).token)
    const ids: number[] = []
    for (let i = 0; i < 4; i++) ids.push((await dave.call(addressAdd, { ...home, tag: `T${i}` })).id)
    await Promise.all(ids.map((id) => dave.call(addressSetDefault, { id })))
    expect(await defaults(dave)).toHaveLength(1)
  })

  it("never shows or changes another user's address", async () => {
    const mine = await alice.call(addressAdd, { ...home, tag: 'Private' })
    const notFound = { code: API_CODE.notFound, msg: 'Address not found' }
    await expect(bob.call(addressDetail, { id: mine.id })).rejects.toMatchObject(notFound)
    await expect(bob.call(addressAdd, { ...home, id: mine.id, tag: 'Hijacked' })).rejects.toMatchObject(
      notFound,
    )
    await expect(bob.call(addressSetDefault, { id: mine.id })).rejects.toMatchObject(notFound)
    await expect(bob.call(addressDel, { id: mine.id })).rejects.toMatchObject(notFound)
    expect((await bob.call(addressList)).list.map((a) => a.id)).not.toContain(mine.id)
    expect(await alice.call(addressDetail, { id: mine.id })).toMatchObject({ tag: 'Private' })
  })

  it.each([
    [{ addressee: '' }, 'Please enter the addressee'],
    [{ mobile: '12' }, 'Please enter a valid mobile number'],
    [{ area: ' ' }, 'Please enter the area'],
    [{ detailedAddress: '' }, 'Please enter the detailed address'],
    [{ tag: '' }, 'Please choose a tag'],
  ])('requires every field (shop-spec §5): %j', async (override, msg) => {
    const token = (await t.register('val')).token
    const response = await t.raw('/api/user/address_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ ...home, ...override }),
    })
    expect(response.body).toMatchObject({ code: API_CODE.validation, msg })
  })

  it('stores a phone typed in international form as E.164 (issue #31)', async () => {
    const token = (await t.register('intl')).token
    const response = await t.raw('/api/user/address_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ ...home, mobile: '+66 81 234 5678' }),
    })
    expect(response.body).toMatchObject({ code: API_CODE.success, data: { mobile: '+66812345678' } })
    const stored = (await t.client(token).call(addressList)).list[0]
    expect(stored?.mobile).toBe('+66812345678')
  })

  // Issue #31: country, region and postcode round trip; an address without them still works.
  it('keeps country, region and postcode through add, list, detail and edit', async () => {
    const client = t.client((await t.register('country')).token)
    const added = await client.call(addressAdd, {
      ...home,
      country: 'th',
      region: 'Bangkok',
      postcode: ' 10110 ',
    })
    expect(added).toMatchObject({ country: 'TH', region: 'Bangkok', postcode: '10110' })
    expect(await client.call(addressDetail, { id: added.id })).toEqual(added)
    expect((await client.call(addressList)).list).toEqual([added])
    // An edit from a client that does not know the fields leaves them as they were.
    const edited = await client.call(addressAdd, { ...home, id: added.id, tag: 'Office' })
    expect(edited).toMatchObject({ tag: 'Office', country: 'TH', region: 'Bangkok', postcode: '10110' })
    const moved = await client.call(addressAdd, {
      ...home,
      id: added.id,
      country: 'GB',
      region: 'London',
      postcode: 'sw1a 1aa',
    })
    expect(moved).toMatchObject({ country: 'GB', region: 'London', postcode: 'SW1A 1AA' })
    const plain = await client.call(addressAdd, { ...home, tag: 'Old style' })
    expect(plain).toMatchObject({ country: '', region: '', postcode: '' })
  })

  it.each([
    [{ country: 'TH', postcode: '1011' }, 'This postcode does not fit the country'],
    [{ country: 'ZZ' }, 'Please choose a country'],
  ])('refuses %j with a clear message', async (override, msg) => {
    const token = (await t.register('badcountry')).token
    const response = await t.raw('/api/user/address_add', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ ...home, ...override }),
    })
    expect(response.body).toMatchObject({ code: API_CODE.validation, msg })
  })

  it('needs a login', async () => {
    expect((await t.raw('/api/user/address_list')).status).toBe(401)
  })
})
