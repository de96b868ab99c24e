/**
 * CrossMart's mark (issue #31, "the platform logo exists"): a shopping bag whose handle is a chat
 * bubble's tail, in the brand orange. Drawn by hand as SVG; no text, so it reads in every language.
 * Served from storage as image/svg+xml under the uploads route's `default-src 'none'` policy.
 */
export const PLATFORM_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0582f"/><stop offset="1" stop-color="#c93d1b"/></linearGradient></defs>
<rect width="128" height="128" rx="28" fill="url(#g)"/>
<path d="M44 50v-6a20 20 0 0 1 40 0v6" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>
<path d="M30 50h68l-5 46a8 8 0 0 1-8 7H43a8 8 0 0 1-8-7z" fill="#fff"/>
<path d="M50 72h28M50 84h18" stroke="#c93d1b" stroke-width="7" stroke-linecap="round"/>
</svg>
`
