import { describe, expect, it } from 'vitest'
import { isOpenAt, localTimeOf, nextOpening, type Schedule } from './business-hours'

const h = (hours: number, minutes = 0) => hours * 60 + minutes

// Weekdays 09:00-18:00 Tokyo (UTC+9, no daylight saving).
const tokyo: Schedule = {
  timeZone: 'Asia/Tokyo',
  hours: [1, 2, 3, 4, 5].map((day) => ({ day, from: h(9), to: h(18) })),
}
// Every day 08:00-20:00 New York (UTC-5 in winter, UTC-4 in summer).
const newYork: Schedule = {
  timeZone: 'America/New_York',
  hours: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: h(8), to: h(20) })),
}
// A late shift across midnight is written as two ranges: Friday 22:00-24:00 and Saturday 00:00-02:00.
const lateShift: Schedule = {
  timeZone: 'Europe/Paris',
  hours: [
    { day: 5, from: h(22), to: h(24) },
    { day: 6, from: h(0), to: h(2) },
  ],
}

describe("business hours in the shop's time zone (issue #29)", () => {
  it.each([
    // 2026-11-27 is a Friday.
    ['Tokyo Friday 09:00 local = Friday 00:00 UTC', tokyo, Date.UTC(2026, 10, 27, 0, 0), true],
    ['Tokyo Thursday 08:59 local = Wednesday 23:59 UTC', tokyo, Date.UTC(2026, 10, 25, 23, 59), false],
    ['Tokyo Friday 17:59 local', tokyo, Date.UTC(2026, 10, 27, 8, 59), true],
    ['Tokyo Friday 18:00 local (end excluded)', tokyo, Date.UTC(2026, 10, 27, 9, 0), false],
    ['Tokyo Saturday 10:00 local = Saturday 01:00 UTC', tokyo, Date.UTC(2026, 10, 28, 1, 0), false],
    ['Tokyo Monday 09:30 local = Monday 00:30 UTC', tokyo, Date.UTC(2026, 10, 30, 0, 30), true],
    ['New York winter 08:00 local = 13:00 UTC', newYork, Date.UTC(2026, 11, 1, 13, 0), true],
    ['New York winter 07:59 local = 12:59 UTC', newYork, Date.UTC(2026, 11, 1, 12, 59), false],
    ['New York summer 08:00 local = 12:00 UTC', newYork, Date.UTC(2026, 6, 1, 12, 0), true],
    ['Paris Friday 23:30 local', lateShift, Date.UTC(2026, 10, 27, 22, 30), true],
    ['Paris Saturday 01:30 local (after midnight)', lateShift, Date.UTC(2026, 10, 28, 0, 30), true],
    ['Paris Saturday 02:00 local', lateShift, Date.UTC(2026, 10, 28, 1, 0), false],
    ['no hours: always open', { timeZone: 'UTC', hours: [] }, Date.UTC(2026, 10, 28, 3, 0), true],
  ] as const)('%s', (_name, schedule, at, open) => {
    expect(isOpenAt(schedule, at)).toBe(open)
  })

  it.each([
    [
      'Tokyo Friday 20:00 local -> Monday 09:00 local',
      tokyo,
      Date.UTC(2026, 10, 27, 11, 0),
      Date.UTC(2026, 10, 30, 0, 0),
    ],
    [
      'Tokyo Wednesday 23:59 UTC (Thursday 08:59 local) -> Thursday 09:00',
      tokyo,
      Date.UTC(2026, 10, 25, 23, 59),
      Date.UTC(2026, 10, 26, 0, 0),
    ],
    [
      'New York 21:00 local before the autumn change -> next day 08:00 EST',
      newYork,
      Date.UTC(2026, 10, 1, 1, 0),
      Date.UTC(2026, 10, 1, 13, 0),
    ],
    [
      'Paris Saturday 03:00 local -> Friday 22:00 local',
      lateShift,
      Date.UTC(2026, 10, 28, 2, 0),
      Date.UTC(2026, 11, 4, 21, 0),
    ],
  ] as const)('next opening: %s', (_name, schedule, at, expected) => {
    expect(nextOpening(schedule, at)).toBe(expected)
  })

  it('is null while open and for a shop with no hours', () => {
    expect(nextOpening(tokyo, Date.UTC(2026, 10, 27, 1, 0))).toBeNull()
    expect(nextOpening({ timeZone: 'UTC', hours: [] }, 0)).toBeNull()
  })

  it("names the shop's local date, which is not the UTC date across the day boundary", () => {
    // 2026-11-27 23:30 UTC is already Saturday 08:30 in Tokyo.
    expect(localTimeOf('Asia/Tokyo', Date.UTC(2026, 10, 27, 23, 30))).toEqual({
      date: '2026-11-28',
      weekday: 6,
      minutes: h(8, 30),
    })
    expect(localTimeOf('America/New_York', Date.UTC(2026, 10, 28, 3, 0)).date).toBe('2026-11-27')
  })
})
