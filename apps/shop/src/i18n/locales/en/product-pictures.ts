/**
 * English: the full-screen picture viewer's zoom and thumbnails (issue #46), part of namespace
 * `product` (/detail). Every other language has exactly these keys.
 */
export const strings = {
  zoomIn: 'Zoom in on picture {{index}}',
  zoomOut: 'Zoom out of picture {{index}}',
  thumbnails: 'Thumbnails',
  show: 'Show picture {{index}}',
}
