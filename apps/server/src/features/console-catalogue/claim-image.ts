import type { Clock } from '../../clock'
import type { Executor } from '../../db/database'
import { claimOwnImages } from '../uploads/owned-images'

/**
 * A category icon or banner picture is kept as it was (`current`: the seed's drawn picture or an
 * earlier upload), left empty where allowed, or is the operator's own upload (the upload call's
 * url, README "Security": never another site's address or another user's file), which becomes
 * used in this transaction so the unused-upload cleanup keeps it.
 */
export async function claimImage(
  tx: Executor,
  clock: Clock,
  userId: number,
  reference: string,
  current: readonly string[],
): Promise<void> {
  if (reference === '' || current.includes(reference)) return
  await claimOwnImages(tx, clock, userId, [reference])
}
