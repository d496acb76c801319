import { escapeHtml, newTabLinkHtml, type Translate } from '@/src/widget/fallback'

/**
 * The facade as the CMS writes it (embed-facade.tsx): our own still behind it if there is one, what the embed is, who
 * would receive the visitor's data, and the link to it at the provider. Without a script nothing could load the embed,
 * so the button is the island's.
 */
export const embedFacadeHtml = ({ title, provider, openUrl, posterHtml }: { title: string; provider: string; openUrl: string; posterHtml?: string }, t: Translate): string =>
  `<div data-part="facade"${posterHtml === undefined ? '' : ' data-poster=""'}>${posterHtml === undefined ? '' : `<div data-part="facade-poster">${posterHtml}</div>`}<div data-part="facade-text"><p data-part="facade-title">${escapeHtml(title)}</p><p data-part="facade-note">${escapeHtml(t('common:embed.consent', { provider }))}</p><p data-part="facade-actions">${newTabLinkHtml(openUrl, escapeHtml(t('common:embed.open', { provider })), t, ' data-part="facade-open"')}</p></div></div>`
