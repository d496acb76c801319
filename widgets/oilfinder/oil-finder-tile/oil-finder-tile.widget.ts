import * as v from 'valibot'
import { CATEGORY_ICONS, oilfinderId } from '@/api/oilfinder-names'
import { blockText, headingLevel } from '@/src/lib/content-schemas'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'
import { iconColor } from '@/src/ui/content-icons/content-icons'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { CATEGORY_CHOICES_MAX } from './category-choices'
import { OilFinderTile } from './oil-finder-tile'

const props = v.object({
  title: blockText(120, 'Titel, etwa «Das richtige Öl finden».'),
  level: headingLevel(2),
  text: v.optional(blockText(300, 'Ein bis zwei Sätze.')),
  linkText: blockText(40, 'Text des Knopfs zum Ölfinder, etwa «Zum Ölfinder».'),
  href: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\/(?!\/)|https:\/\/)/, 'must be a path of this site or an https:// address'),
      v.maxLength(ADDRESS_MAX_LENGTH),
      v.description('Die Seite des Ölfinders; ohne Angabe die oilFinderUrl der Sitzung. Ohne beide erscheint die Kachel nicht.'),
    ),
  ),
  categories: v.optional(
    v.pipe(
      v.array(
        v.object({
          id: oilfinderId,
          name: blockText(60, 'Name der Kategorie, wie getCategories ihn in der Sprache der Seite nennt.'),
          icon: v.picklist(CATEGORY_ICONS),
        }),
      ),
      v.maxLength(CATEGORY_CHOICES_MAX),
      v.description(
        'Die Fahrzeugkategorien (wie getCategories sie nennt: id, Name, Symbol), die die Kachel anbietet. Gibt das CMS sie mit, steht die Kachel ohne Aufruf fertig da; leer: die Kachel fragt getCategories selbst und zeigt alle.',
      ),
    ),
    [],
  ),
  expectedCategories: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(CATEGORY_CHOICES_MAX),
      v.description('Ohne categories: wie viele Kategorien getCategories nennen wird (so viele graue Felder hält die Kachel frei, solange sie fragt); das Backend nennt sechs.'),
    ),
    6,
  ),
  iconColor,
})

/** Props of the oil finder tile: what its component receives, checked and with defaults. */
export type OilFinderTileProps = PropsOf<typeof props>

/** The catalogue's examples, also the tests' props. */
export const OIL_FINDER_TILE_EXAMPLES = {
  home: {
    title: 'Das richtige Öl finden',
    text: 'Der Ölfinder nennt die passenden Öle für Auto, Motorrad, Lastwagen und Traktor in wenigen Schritten.',
    linkText: 'Zum Ölfinder',
  },
  // As the CMS places it when it has asked getCategories itself: ready without a call.
  withCategories: {
    title: 'Das richtige Öl finden',
    linkText: 'Zum Ölfinder',
    categories: [
      { id: 'pkw', name: 'Personenwagen', icon: 'car' },
      { id: 'motorrad', name: 'Motorräder', icon: 'motorcycle' },
      { id: 'landwirtschaft', name: 'Traktoren und Landmaschinen', icon: 'agriculture' },
    ],
  },
  // In the FAQ (spec 2 §2.10 FAQ teaser of type oilfinder): two categories, a level lower, on a grey disc.
  faq: {
    title: 'Welches Öl passt zu meinem Fahrzeug oder Motorrad?',
    level: 3,
    text: 'Wählen Sie die Fahrzeugkategorie: Der Ölfinder fragt nach Marke, Modell und Typ und nennt die Öle, die der Hersteller vorschreibt.',
    linkText: 'Alle Fahrzeugkategorien',
    href: '/oelfinder',
    categories: [
      { id: 'pkw', name: 'Personenwagen', icon: 'car' },
      { id: 'motorrad', name: 'Motorräder', icon: 'motorcycle' },
    ],
    iconColor: 'gray',
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Kachel des Ölfinders für die Startseite und als FAQ-Teaser vom Typ oilfinder (Dokument 2 §2.5, §2.10): Titel, Text, die Fahrzeugkategorien als Links direkt zum Schritt «Marke wählen» und der Knopf zum Ölfinder. Ohne Seite des Ölfinders (href oder oilFinderUrl der Sitzung) erscheint sie nicht.',
  props,
  component: OilFinderTile,
  examples: OIL_FINDER_TILE_EXAMPLES,
  // Measured 8.0 KB: the tile (2.5), its props schema (valibot), the blocks' shared symbol, button and skeleton, the
  // finder's category glyphs. Without categories in its props it loads its call (the oil finder's requests and axios)
  // as chunks of their own; the home page gives them, so it asks nothing.
  budgetKb: 9,
})
