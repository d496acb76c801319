import { escapeHtml, linkHtml, type Translate } from '@/src/widget/fallback'

/**
 * LoginForPrices (./price.tsx) as fallback markup, for a visitor nobody has signed in: src/ui/price's PricePrompt,
 * `<p>` with the prompt to log in (spec 1 §6), a link where the CMS gives a safe address (linkHtml), else the text.
 */
export const loginForPricesHtml = (loginUrl: unknown, t: Translate): string => `<p>${linkHtml(loginUrl, escapeHtml(t('common:price.loginForPrices')))}</p>`
