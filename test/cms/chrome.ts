/**
 * The site chrome the simulated CMS places on every page as real markers, the way the live templates do
 * (docs/cms-integration.md "Site chrome"): info ribbon above the header; in the header bar the menu button of the main
 * navigation, the logo, the search box, the language switcher and the header's menus; the breadcrumb under it; the
 * footer; the scroll-to-top button at the end. Each chrome widget's page module exports its part (its marker with
 * fallback markup of its final size) and is listed here once, in no particular order.
 */
import type { CmsContext } from './context'
import { actingForBannerChrome } from './pages/acting-for-banner'
import { breadcrumbChrome } from './pages/breadcrumb'
import { footerChrome } from './pages/footer'
import { headerChrome } from './pages/header'
import { infoRibbonChrome } from './pages/info-ribbon'
import { languageSwitcherChrome } from './pages/language-switcher'
import { mainNavigationChrome } from './pages/main-navigation'
import { scrollToTopChrome } from './pages/scroll-to-top'
import { searchBoxChrome } from './pages/search-box'

/** Where a chrome part goes in the page (layout.ts). */
export type ChromeSlot = 'ribbon' | 'navigation' | 'search' | 'language' | 'header' | 'acting' | 'breadcrumb' | 'footer' | 'end'

/**
 * What a chrome part knows of the page it is placed on: its address and title, the session of its page
 * data (what the islands will read, so fallbacks show the same) and the request's cookies.
 */
export type ChromePage = { path: string; title: string; session?: Record<string, unknown>; cookies?: Record<string, string> }

export type ChromePart = { slot: ChromeSlot; render(context: CmsContext, page: ChromePage): string }

/** Every chrome widget's part. A chrome widget adds its own line here. */
export const CHROME_PARTS: ChromePart[] = [infoRibbonChrome, breadcrumbChrome, scrollToTopChrome, mainNavigationChrome, headerChrome, languageSwitcherChrome, footerChrome, searchBoxChrome, actingForBannerChrome]

/** The markup of each slot for one page. */
export type Chrome = Record<ChromeSlot, string>

export function chromeFor(context: CmsContext, page: ChromePage): Chrome {
  const chrome: Chrome = { ribbon: '', navigation: '', search: '', language: '', header: '', acting: '', breadcrumb: '', footer: '', end: '' }
  for (const part of CHROME_PARTS) chrome[part.slot] += part.render(context, page)
  return chrome
}

/** All chrome markup of a page, to find the widgets it places (the CMS preloads them). */
export const chromeMarkup = (chrome: Chrome | undefined): string => (chrome ? Object.values(chrome).join('') : '')
