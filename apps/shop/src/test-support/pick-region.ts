import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/**
 * Chooses a country in a country picker (components/region-sheet.tsx) as a shopper does: opens
 * the field named `field`, types `query` into the sheet's search, taps the option named `option`.
 */
export async function pickRegion(field: RegExp, query: string, option: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: field }))
  const sheet = await screen.findByRole('dialog')
  await userEvent.type(within(sheet).getByRole('searchbox'), query)
  await userEvent.click(within(sheet).getByRole('radio', { name: option }))
}
