import { drawProductArt } from '../../../seed/product-art'
import type { ChatHarness, Person } from './chat-harness'

/**
 * Uploads a small PNG as `person` and returns the url the upload call handed back: chat images must
 * be the sender's own uploads (server README "The gateway", issue #32).
 */
export async function uploadChatImage(h: ChatHarness, person: Person, hue = 90): Promise<string> {
  const png = drawProductArt(hue, 'square', 12) as Uint8Array<ArrayBuffer>
  return (await h.api(person).upload(new Blob([png], { type: 'image/png' }))).url
}
