/**
 * A picture's size for its image content (chat-spec §3 image: width, height); 0 × 0 when the
 * environment cannot decode it (no createImageBitmap, e.g. Node or an old browser) or it is no image.
 */
export async function imageSize(file: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 }
  try {
    const bitmap = await createImageBitmap(file)
    const size = { width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return size
  } catch {
    return { width: 0, height: 0 }
  }
}
