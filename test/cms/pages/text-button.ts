import { section } from '../html'
import { translator } from '../texts'
import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

// The page's own content, not the catalogue's examples: the simulated CMS runs under node and never loads a widget's
// code (its component imports its stylesheet).
const analysis = {
  title: 'Ölanalyse aus dem eigenen Labor',
  html: '<p>Schicken Sie uns eine Probe aus Motor, Getriebe oder Hydraulik: Wir bestimmen Verschleissmetalle, Wasser, Viskosität und Alterung und empfehlen Ihnen innert fünf Arbeitstagen, ob das Öl weiterlaufen darf.</p>',
  link: { href: '/service/oelanalyse', text: 'Zur Ölanalyse' },
}
const regulation = {
  title: 'Kühlschmierstoffe sicher einsetzen: was die Regeln der Unfallversicherung verlangen',
  level: 3,
  html: '<p>Konzentration, pH-Wert und Nitritgehalt wassermischbarer Kühlschmierstoffe gehören wöchentlich geprüft und protokolliert.</p><p>Die <strong>DGUV Regel 109-003</strong> beschreibt, wie.</p>',
  link: { href: 'https://www.dguv.de/', text: 'DGUV Regel 109-003 lesen', title: 'Website der Deutschen Gesetzlichen Unfallversicherung', target: '_blank' as const },
}

/** tools/text-button (spec 2 §2.10): a call to action under a text, within the site and to another site in a new tab. */
export const textButtonPage: PageDefinition = {
  path: '/text-button',
  title: { de: 'Text mit Knopf', fr: 'Texte avec bouton', it: 'Testo con pulsante', en: 'Text with button' },
  description: {
    de: 'tools/text-button: Text mit einem Knopf zu einer Seite dieser Website oder, in einem neuen Tab, zu einer anderen.',
    fr: 'tools/text-button\u00a0: texte avec un bouton vers une page de ce site ou, dans un nouvel onglet, vers un autre.',
    it: 'tools/text-button: testo con un pulsante verso una pagina di questo sito o, in una nuova scheda, verso un altro.',
    en: 'tools/text-button: text with a button to a page of this site or, in a new tab, to another site.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    return (
      section(t({ de: 'Zu einer Seite dieser Website', fr: 'Vers une page de ce site', it: 'Verso una pagina di questo sito', en: 'To a page of this site' }), blockMarker('tools/text-button', analysis, context.locale, { hydrate: 'load' })) +
      section(t({ de: 'Zu einer anderen Website, in einem neuen Tab', fr: 'Vers un autre site, dans un nouvel onglet', it: 'Verso un altro sito, in una nuova scheda', en: 'To another site, in a new tab' }), blockMarker('tools/text-button', regulation, context.locale))
    )
  },
}
