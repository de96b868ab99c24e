/** What copying needs from the browser (injected: tests pass their own). */
export interface ClipboardHost {
  isSecureContext: boolean
  clipboard?: { writeText(text: string): Promise<void> } | undefined
}

export type CopyResult = 'copied' | 'insecure' | 'failed'

/**
 * shop-spec §5: copying to the clipboard is not supported on non-HTTPS pages (the Clipboard API
 * exists only in a secure context); any other refusal is shop-spec §8's "copy fail".
 */
export async function copyText(host: ClipboardHost, text: string): Promise<CopyResult> {
  if (!host.isSecureContext || !host.clipboard) return 'insecure'
  try {
    await host.clipboard.writeText(text)
    return 'copied'
  } catch {
    return 'failed'
  }
}
