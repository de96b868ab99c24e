import type { strings as en } from '../en/product-pictures'

/** The picture viewer's zoom and thumbnails (issue #46), see ../en/product-pictures.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  zoomIn: 'ซูมเข้ารูปที่ {{index}}',
  zoomOut: 'ซูมออกรูปที่ {{index}}',
  thumbnails: 'ภาพย่อ',
  show: 'แสดงรูปที่ {{index}}',
}
