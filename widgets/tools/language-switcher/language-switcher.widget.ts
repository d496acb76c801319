import * as v from 'valibot'
import { defineWidget } from '@/src/widget/define-widget'
import { LanguageSwitcher } from './language-switcher'

// Everything it shows comes from the session (session.locales, session.language): nothing to set per page.
const props = v.object({})

export default defineWidget({
  description:
    'Sprach- und Länderwahl in der Kopfzeile: zeigt die aktuelle Sprache; bei mehreren Sprachen des Landes eine Auswahl mit «Land wechseln», sonst gleich die Länderauswahl (Dokument 2 §2.3). Ohne eigene Inhalte: Länder und Sprachen kommen aus session.locales.',
  props,
  component: LanguageSwitcher,
  examples: { standard: {} },
  budgetKb: 6,
})
