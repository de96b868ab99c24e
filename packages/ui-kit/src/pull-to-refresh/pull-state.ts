import { PULL_REFRESH_HEAD_PX } from '../constants.js'

/** One explicit state for the pull gesture. */
export type PullState =
  | { status: 'idle' }
  | { status: 'pulling'; distance: number }
  | { status: 'loosing'; distance: number }
  | { status: 'refreshing' }

/**
 * The finger's travel turned into the head's travel: 1:1 up to the head height, then with
 * growing resistance so the page never runs away from the finger (native apps feel like this).
 */
export function easePull(travel: number, head: number = PULL_REFRESH_HEAD_PX): number {
  if (travel <= 0) return 0
  if (travel <= head) return travel
  if (travel <= head * 2) return head + (travel - head) / 2
  return head * 1.5 + (travel - head * 2) / 4
}

/** shop-spec §9: past the 50 px head, releasing refreshes ('loosing'); below it nothing happens. */
export function pullStateFor(travel: number, head: number = PULL_REFRESH_HEAD_PX): PullState {
  const distance = easePull(travel, head)
  if (distance <= 0) return { status: 'idle' }
  return distance >= head ? { status: 'loosing', distance } : { status: 'pulling', distance }
}

/** How far the content is translated for a state. */
export function pullOffset(state: PullState, head: number = PULL_REFRESH_HEAD_PX): number {
  switch (state.status) {
    case 'idle':
      return 0
    case 'refreshing':
      return head
    default:
      return state.distance
  }
}
