import * as v from 'valibot'
import { ICON_NAME } from '@/src/lib/static-files'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { Breadcrumb } from './breadcrumb'
import { MAX_ITEMS } from './trail'

/** An image on this site (`/…`, not `//…`) or anywhere over https. */
const IMAGE_URL = /^(\/(?!\/)|https:\/\/)/

const item = v.object({
  label: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(200), v.description('Angezeigter Name der Seite.')),
  uri: v.optional(v.pipe(v.string(), v.maxLength(2000), v.description('Adresse der Seite; ohne Adresse steht der Name als Text da.'))),
  disabled: v.optional(v.pipe(v.boolean(), v.description('Nicht anklickbar: erscheint als reiner Text (Dokument 2 §2.1).')), false),
})

const categoryLink = v.object({
  label: v.pipe(v.string(), v.regex(/\S/, 'must not be blank'), v.maxLength(100), v.description('Name der Kategorie unter dem Symbol.')),
  href: v.pipe(v.string(), v.maxLength(2000), v.description('Adresse der Kategorieseite.')),
  // A name need not be one of ours: the CMS may add icons to the folder; a missing one only warns (spec 2 §8).
  icon: v.optional(
    v.union([
      v.pipe(v.string(), v.regex(ICON_NAME), v.maxLength(60)),
      v.pipe(v.string(), v.regex(IMAGE_URL, 'must be an icon name or an image address starting with / or https://'), v.maxLength(2000)),
    ]),
  ),
})

const props = v.object({
  items: v.optional(
    v.pipe(
      v.array(item),
      v.maxLength(MAX_ITEMS),
      v.description('Ersetzt die Brotkrumen der Sitzung (session.breadcrumbs): die Seiten unter der Startseite bis zur aktuellen, die zuletzt steht.'),
    ),
  ),
  categoryLinks: v.optional(
    v.pipe(
      v.array(categoryLink),
      v.maxLength(12),
      v.description('Kategorie-Links mit Symbol über der Brotkrumennavigation; icon ist ein Symbolname aus public/icons (z. B. oil-finder; als SVG geladen und eingebettet, ein fehlendes Symbol erzeugt nur eine Warnung) oder die Adresse eines Bildes.'),
    ),
    [],
  ),
})

/** Props of the breadcrumb widget: what its component receives, checked and with defaults. */
export type BreadcrumbProps = PropsOf<typeof props>

export default defineWidget({
  description:
    'Brotkrumennavigation: Startseite und der Pfad zur aktuellen Seite aus der Sitzung, nicht anklickbare Einträge als Text, optional Kategorie-Links mit Symbol darüber; auch als strukturierte Daten (BreadcrumbList) für Suchmaschinen (Dokument 2 §2.1).',
  props,
  component: Breadcrumb,
  examples: {
    productPage: {
      items: [
        { label: 'Motorenöle', uri: '/produkte/motorenoele' },
        { label: 'PKW-Motorenöle', uri: '/produkte/motorenoele/pkw' },
        { label: 'SAE 0W-30', uri: '/produkte/motorenoele/pkw/0w-30' },
      ],
    },
    withDisabledItem: {
      items: [
        { label: 'Produkte', disabled: true },
        { label: 'Getriebeöle', uri: '/produkte/getriebeoele' },
        { label: 'Industriegetriebeöle', uri: '/produkte/getriebeoele/industriegetriebe' },
      ],
    },
    withCategories: {
      items: [{ label: 'Hydrauliköle', uri: '/produkte/hydraulikoele' }],
      categoryLinks: [
        { label: 'Motorenöle', href: '/produkte/motorenoele', icon: 'oil-finder' },
        { label: 'Getriebeöle', href: '/produkte/getriebeoele', icon: 'oil-finder' },
        { label: 'Hydrauliköle', href: '/produkte/hydraulikoele', icon: 'oil-finder' },
        { label: 'Industrieöle', href: '/produkte/industrieoele', icon: 'oil-finder' },
      ],
    },
  },
  // Inline icons (src/ui/inline-icon) and the structured data's escaping are in it.
  budgetKb: 4.5,
})
