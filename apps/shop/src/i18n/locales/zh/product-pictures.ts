import type { strings as en } from '../en/product-pictures'

/** The picture viewer's zoom and thumbnails (issue #46), see ../en/product-pictures.ts. */
export const strings: { [K in keyof typeof en]: string } = {
  zoomIn: '放大第 {{index}} 张图片',
  zoomOut: '缩小第 {{index}} 张图片',
  thumbnails: '缩略图',
  show: '查看第 {{index}} 张图片',
}
