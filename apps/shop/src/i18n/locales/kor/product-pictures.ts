import type { strings as en } from '../en/product-pictures'

/** The picture viewer's zoom and thumbnails (issue #46), see ../en/product-pictures.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  zoomIn: '{{index}}번째 사진 확대',
  zoomOut: '{{index}}번째 사진 축소',
  thumbnails: '미리보기',
  show: '{{index}}번째 사진 보기',
}
