import { SESSION_TEXT_MAX_LENGTH } from '@/src/boot/page-data'
import { capText } from '@/src/lib/cap'
import { DISMISSED_COOKIE, keysOf, ribbonKey } from '@/widgets/tools/info-ribbon/dismissal'
import type { ChromePart } from '../chrome'
import { fallbackHtml } from '../widget-markup'
import { escapeHtml, marker, section } from '../html'
import { translator } from '../texts'
import type { PageDefinition } from './types'

const EXAMPLE = {
  text: 'Über die Feiertage bleibt unser Lager vom 24. Dezember bis 2. Januar geschlossen.',
  link: { href: '/kontakt', text: 'Öffnungszeiten' },
}

/** tools/info-ribbon (spec 2 §2.4): the session's ribbon above the header on every page, and one given as props. */
export const infoRibbonPage: PageDefinition = {
  path: '/info-ribbon',
  title: { de: 'Hinweisband', fr: 'Bandeau d’information', it: 'Banda informativa', en: 'Info ribbon' },
  description: {
    de: 'tools/info-ribbon: der Hinweis der Sitzung über der Kopfzeile; ein Klick blendet ihn aus, und er bleibt für diesen Text ausgeblendet, ohne dass die Seite beim nächsten Laden springt.',
    fr: 'tools/info-ribbon\u00a0: l’avis de la session au-dessus de l’en-tête\u00a0; un clic le masque, et il reste masqué pour ce texte, sans que la page ne saute au chargement suivant.',
    it: 'tools/info-ribbon: l’avviso della sessione sopra l’intestazione; un clic lo nasconde, e resta nascosto per quel testo, senza che la pagina salti al caricamento successivo.',
    en: 'tools/info-ribbon: the session’s notice above the header; a click dismisses it, and it stays dismissed for that text, without the page jumping on the next load.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    const intro = t({
      de: 'Über der Kopfzeile jeder Seite steht der Hinweis der Sitzung (session.infoRibbon). Wer ihn schliesst, sieht ihn auf keiner Seite mehr, bis ein neuer Text kommt: Das Cookie info_ribbon_dismissed sagt dem CMS, dass es ihn weglassen soll.',
      fr: 'Au-dessus de l’en-tête de chaque page se trouve l’avis de la session (session.infoRibbon). Qui le ferme ne le voit plus sur aucune page, jusqu’à un nouveau texte\u00a0: le cookie info_ribbon_dismissed indique au CMS de l’omettre.',
      it: 'Sopra l’intestazione di ogni pagina si trova l’avviso della sessione (session.infoRibbon). Chi lo chiude non lo vede più su nessuna pagina, finché non arriva un nuovo testo: il cookie info_ribbon_dismissed dice al CMS di ometterlo.',
      en: 'Above every page’s header is the session’s notice (session.infoRibbon). Whoever closes it sees it on no page again until a new text comes: the cookie info_ribbon_dismissed tells the CMS to leave it out.',
    })
    return (
      `<p>${escapeHtml(intro)}</p>` +
      section(
        t({ de: 'Hinweis mit Link (als Props)', fr: 'Avis avec lien (en props)', it: 'Avviso con link (come props)', en: 'Notice with a link (as props)' }),
        marker('tools/info-ribbon', EXAMPLE, { hydrate: 'load', fallback: fallbackHtml('tools/info-ribbon', EXAMPLE, context.locale) }),
      )
    )
  },
}

/**
 * The chrome's ribbon above the header (slot `ribbon`): the session's text with its fallback of the
 * final size, or nothing at all when the visitor's cookie says this text was dismissed
 * (docs/cms-integration.md "Site chrome", info ribbon), so a returning visitor's page never shows it and then
 * shifts up.
 */
export const infoRibbonChrome: ChromePart = {
  slot: 'ribbon',
  render: (context, page) => {
    const raw = page.session?.infoRibbon
    if (typeof raw !== 'string' || raw.trim() === '') return ''
    // The text as the island reads it from the page data, which cuts session texts at 2000 characters.
    const infoRibbon = capText(raw, SESSION_TEXT_MAX_LENGTH)
    if (keysOf(page.cookies?.[DISMISSED_COOKIE]).includes(ribbonKey(infoRibbon))) return ''
    return marker('tools/info-ribbon', {}, { hydrate: 'load', fallback: fallbackHtml('tools/info-ribbon', {}, context.locale, { infoRibbon }) })
  },
}
