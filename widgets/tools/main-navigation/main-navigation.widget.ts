import * as v from 'valibot'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { MainNavigation } from './main-navigation'

const text = (max: number, description: string) => v.optional(v.pipe(v.string(), v.maxLength(max), v.description(description)))

const props = v.object({
  teaserTitle: text(100, 'Titel des Ölfinder-Teasers im Menü; ohne Angabe «Ölfinder». Der Teaser erscheint nur, wenn die Sitzung eine Ölfinder-Adresse kennt.'),
  teaserText: text(300, 'Text des Ölfinder-Teasers; ohne Angabe ein Standardtext in der Sprache der Seite.'),
  teaserLinkText: text(100, 'Linktext des Ölfinder-Teasers; ohne Angabe «Zum Ölfinder».'),
})

/** Props of the main-navigation widget: what its component receives, checked and with defaults. */
export type MainNavigationProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Hauptnavigation: Menüknopf in der Kopfzeile, der ein Menü mit bis zu drei Ebenen öffnet, Produktlinien und CMS-Seiten aus der Sitzung, mit Sprachauswahl und Ölfinder-Teaser (Dokument 2 §2.2, §4). Ohne eigene Inhalte: die Einträge kommen aus session.productLines und session.navigation.',
  props,
  component: MainNavigation,
  examples: {
    standard: {},
    ownTeaser: {
      teaserTitle: 'Welches Öl passt?',
      teaserText: 'Marke und Modell wählen und in wenigen Sekunden die Empfehlung für Motor, Getriebe und Kühlsystem erhalten.',
      teaserLinkText: 'Jetzt Öl finden',
    },
  },
  // Measured 7.9 KB min+gzip with the shared chunks it loads (menus, safe-link, schema check, locales, breakpoints).
  budgetKb: 10,
})
