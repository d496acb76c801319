import type { IncomingHttpHeaders } from 'node:http'

/**
 * Whether a request that changes the demo's state (a switcher address, a mock control post) comes from the
 * CMS's own pages or from the person at the browser, not from another site: while `npm start` runs, any page
 * a developer visits could otherwise sign them in, switch a scenario on or inject faults with a link, an
 * image or a form. Browsers send `Origin` with every POST and every cross-origin fetch, and `Sec-Fetch-Site`
 * with every request (`none` when the address was typed, bookmarked or opened from another program).
 * Clients that send neither (Node's fetch, curl, older browsers) are let through: they are not a web page.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, ownOrigin: string): boolean {
  const { origin } = headers
  const site = headers['sec-fetch-site']
  if (origin !== undefined && origin !== ownOrigin) return false
  return site === undefined || site === 'same-origin' || site === 'none'
}

/**
 * Whether a request says its body is JSON. A page of another site cannot send this type without asking
 * first (a CORS preflight, which the CMS never grants), unlike the text/plain a plain form can post.
 */
export function isJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type']?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}
