import { apiHooks } from '@/api/connect'

/**
 * Loads the page again (spec 1 §4: after retailer mode changed, every price on it changes). Through the
 * API hooks' navigate, the one way the bundle leaves or reloads a page (tests pass their own); without
 * the fragment, which would only scroll.
 */
export function reloadPage(): void {
  const url = new URL(window.location.href)
  url.hash = ''
  apiHooks().navigate(url.href)
}
