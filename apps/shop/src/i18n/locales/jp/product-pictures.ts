import type { strings as en } from '../en/product-pictures'

/** The picture viewer's zoom and thumbnails (issue #46), see ../en/product-pictures.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  zoomIn: '{{index}} 枚目を拡大',
  zoomOut: '{{index}} 枚目を縮小',
  thumbnails: 'サムネイル',
  show: '{{index}} 枚目の写真を表示',
}
