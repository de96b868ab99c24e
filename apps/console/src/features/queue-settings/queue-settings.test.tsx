import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFakeApi } from '../../test-support/fake-api'
import { renderScreen } from '../../test-support/render-console'
import { QueueSettingsScreen } from './queue-settings-screen'
import { dayRowsOf, hoursOf } from './settings-form-model'

describe('queue settings form model', () => {
  it('edits one range per weekday, Monday first, and saves open days only (00:00 closing = midnight)', () => {
    const rows = dayRowsOf([
      { day: 1, from: 540, to: 1080 },
      { day: 6, from: 600, to: 1440 },
    ])
    expect(rows.map((r) => r.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(rows[0]).toEqual({ day: 1, open: true, from: '09:00', to: '18:00' })
    expect(rows[5]).toEqual({ day: 6, open: true, from: '10:00', to: '24:00' })
    expect(rows[1]?.open).toBe(false)
    const edited = rows.map((r) => (r.day === 2 ? { ...r, open: true, from: '08:30', to: '00:00' } : r))
    expect(hoursOf(edited)).toEqual([
      { day: 1, from: 540, to: 1080 },
      { day: 2, from: 510, to: 1440 },
      { day: 6, from: 600, to: 1440 },
    ])
  })
})

describe('queue settings screen', () => {
  it("shows the service's settings and saves hours, an away message and the limits", async () => {
    const fake = createFakeApi({
      '/api/console/queue_settings': () => ({
        timeZone: 'Asia/Tokyo',
        hours: [{ day: 1, from: 540, to: 1080 }],
        awayTexts: { en: 'We are away' },
        memberLimit: 5,
        noAnswerMinutes: 15,
      }),
      '/api/console/queue_settings_save': (input) => input,
    })
    await renderScreen(<QueueSettingsScreen />, fake)
    const zone = await screen.findByLabelText('Time zone')
    expect((zone as HTMLInputElement).value).toBe('Asia/Tokyo')
    await userEvent.type(screen.getByLabelText('中文'), '我们不在')
    const limit = screen.getByLabelText('Conversations per member (automatic assignment)')
    await userEvent.clear(limit)
    await userEvent.type(limit, '3')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Settings saved')).toBeTruthy()
    const saved = fake.calls.find((c) => c.path === '/api/console/queue_settings_save')?.input
    expect(saved).toEqual({
      timeZone: 'Asia/Tokyo',
      hours: [{ day: 1, from: 540, to: 1080 }],
      awayTexts: { en: 'We are away', zh: '我们不在' },
      memberLimit: 3,
      noAnswerMinutes: 15,
    })
  })

  it('refuses a time zone the contract does not know, beside the field', async () => {
    const fake = createFakeApi({
      '/api/console/queue_settings': () => ({
        timeZone: 'UTC',
        hours: [],
        awayTexts: {},
        memberLimit: 10,
        noAnswerMinutes: 15,
      }),
    })
    await renderScreen(<QueueSettingsScreen />, fake)
    const zone = await screen.findByLabelText('Time zone')
    await userEvent.clear(zone)
    await userEvent.type(zone, 'Mars/Olympus')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(zone.getAttribute('aria-describedby')).toBeTruthy())
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(fake.calls.some((c) => c.path === '/api/console/queue_settings_save')).toBe(false)
  })
})
