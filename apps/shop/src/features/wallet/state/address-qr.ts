import { renderSVG } from 'uqr'

/**
 * ISO/IEC 18004 asks for a quiet zone of 4 modules around the symbol; phone scanners find the code
 * with it on any background (dark mode included).
 */
const QUIET_ZONE_MODULES = 4
/** M recovers ~15 % of the symbol: a screen's glare or a scratch on a printed one still scans. */
const ERROR_CORRECTION = 'M'

/**
 * The QR code of a deposit address as an SVG data URL (issue #46: scanned by the shopper's wallet
 * app instead of typed). Dark modules on white whatever the theme: scanners expect that contrast.
 * Pure: the same address gives the same picture.
 */
export function addressQrDataUrl(address: string): string {
  const svg = renderSVG(address, {
    border: QUIET_ZONE_MODULES,
    ecc: ERROR_CORRECTION,
    whiteColor: '#ffffff',
    blackColor: '#000000',
  })
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
