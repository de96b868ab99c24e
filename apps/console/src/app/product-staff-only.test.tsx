import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../test-support/fake-api'
import { OWNER_ME, renderScreen, STAFF_ME } from '../test-support/render-console'
import { ProductStaffOnly } from './product-staff-only'

describe('who may open products (issue #48)', () => {
  it('tells an agent the page is for the owner and managers', async () => {
    await renderScreen(
      <ProductStaffOnly>
        <p>inside</p>
      </ProductStaffOnly>,
      createFakeApi(),
      STAFF_ME,
    )
    expect(screen.getByText("Only the shop's owner and managers can manage products.")).toBeTruthy()
    expect(screen.queryByText('inside')).toBeNull()
  })

  it('opens for the owner (and managers)', async () => {
    await renderScreen(
      <ProductStaffOnly>
        <p>inside</p>
      </ProductStaffOnly>,
      createFakeApi(),
      OWNER_ME,
    )
    expect(screen.getByText('inside')).toBeTruthy()
  })
})
