/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows as CSV text, CRLF line ends (RFC 4180 §2.1), a final line end. */
export function csvOf(rows: readonly (readonly (string | number | null)[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}

/** The page the download happens in: the browser's `document` and `URL` (a test passes fakes). */
export interface DownloadTarget {
  document: Pick<Document, 'createElement'>
  url: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>
}

/** Saves `csv` as a file named `fileName` through a temporary link (no server round trip). */
export function downloadCsv(csv: string, fileName: string, target: DownloadTarget): void {
  const href = target.url.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = target.document.createElement('a')
  link.href = href
  link.download = fileName
  link.click()
  target.url.revokeObjectURL(href)
}
