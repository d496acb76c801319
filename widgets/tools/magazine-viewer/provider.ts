/**
 * The magazine provider of the magazine viewer (spec 2 §2.10 embedded magazine viewer, by id): Yumpu, whose page-flip
 * viewer takes a document's number. Another provider is another module with these three exports.
 */
export const MAGAZINE_PROVIDER = 'Yumpu'

/** A Yumpu document number. */
export const MAGAZINE_ID = /^[1-9]\d{0,11}$/

/** The viewer, as Yumpu embeds it. */
export const viewerUrl = (id: string): string => `https://www.yumpu.com/de/embed/view/${id}`

/** The magazine at Yumpu itself: the way to it without loading the viewer here, and when the viewer cannot load. */
export const readUrl = (id: string): string => `https://www.yumpu.com/de/document/view/${id}`

/** What the viewer may do: run, go full screen, open its links in a new tab; never navigate this page. */
export const VIEWER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox'
