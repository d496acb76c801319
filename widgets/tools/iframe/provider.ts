/** Who serves a frame's page, as the consent note names them: its host without `www.`. */
export const providerOf = (src: string): string => new URL(src).hostname.replace(/^www\./, '')

/**
 * What the frame may do (sandboxed: docs/adding-a-widget.md "A content block"): run its scripts and keep its own origin (a form or a calculator needs
 * both), submit forms, and open links in a new tab that is not sandboxed; never navigate this page.
 */
export const IFRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox'
