import { section } from '../html'
import { translator } from '../texts'
import { blockMarker } from '../widget-markup'
import type { PageDefinition } from './types'

// The page's own content (the simulated CMS never loads a widget's code).
const coolant = {
  html: '<p>Kühlmittel-Konzentrat nie mit Leitungswasser mischen: Kalk und Chlorid greifen Dichtungen und Aluminium an. Nehmen Sie entmineralisiertes Wasser, im Verhältnis 1:1 für einen Frostschutz bis −38 °C.</p>',
}
const storage = {
  title: 'Schmierstoffe richtig lagern',
  html: '<ul><li>Gebinde trocken, kühl und vor Sonne geschützt lagern, Fässer liegend mit den Spunden auf 3 und 9 Uhr.</li><li>Angebrochene Gebinde immer gut verschliessen und innert sechs Monaten aufbrauchen.</li></ul><p>Mehr im <a href="/wissen">Wissen</a>.</p>',
}

/** tools/good-to-know (spec 2 §2.10): the hint box with its default title and with an own one. */
export const goodToKnowPage: PageDefinition = {
  path: '/good-to-know',
  title: { de: 'Gut zu wissen', fr: 'Bon à savoir', it: 'Buono a sapersi', en: 'Good to know' },
  description: {
    de: 'tools/good-to-know: Hinweiskasten mit Symbol, Überschrift und formatiertem Text.',
    fr: 'tools/good-to-know\u00a0: encadré d’information avec symbole, titre et texte formaté.',
    it: 'tools/good-to-know: riquadro informativo con simbolo, titolo e testo formattato.',
    en: 'tools/good-to-know: a hint box with a symbol, a title and formatted text.',
  },
  group: 'widgets',
  body: (context) => {
    const t = translator(context)
    return (
      section(t({ de: 'Mit dem Standardtitel', fr: 'Avec le titre par défaut', it: 'Con il titolo predefinito', en: 'With the default title' }), blockMarker('tools/good-to-know', coolant, context.locale, { hydrate: 'load' })) +
      section(t({ de: 'Mit eigenem Titel und Liste', fr: 'Avec un titre propre et une liste', it: 'Con titolo proprio ed elenco', en: 'With its own title and a list' }), blockMarker('tools/good-to-know', storage, context.locale))
    )
  },
}
