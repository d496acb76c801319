/**
 * «Downloads» built from content blocks (spec 2 §2.10): what the page offers, the catalogue and the brochures, why every
 * product has a safety data sheet, the data sheets by product line, and whom to ask for a document that is missing.
 * The lists are every file the CMS serves under /downloads/ (test/mocks/db/documents.ts), so a new file appears here.
 */
import type { Locale } from '@/i18n/locales'
import { CATEGORIES } from '@/test/mocks/db/categories'
import { productsIn } from '@/test/mocks/db/catalogue'
import { BROCHURE_ASSETS, sheetsOf } from '@/test/mocks/db/documents'
import { demoImage } from '../../media/index'
import { blockMarker } from '../../widget-markup'
import { fileTitled, listedFile } from './listed-files'

// The catalogue's cover: the pack shot is upright like a page (the file list's previews are 3:4).
const CATALOGUE = fileTitled('Produktkatalog Schmierstoffe 2025')
const CATALOGUE_PREVIEW = '/media/kanister-480.jpg'

const brochures = BROCHURE_ASSETS.map((asset) => ({ ...listedFile(asset), ...(asset === CATALOGUE ? { preview: CATALOGUE_PREVIEW } : {}) }))

/** Each product line with data sheets: its name and its products' sheets, the technical one before the safety one. */
const sheetsByLine = CATEGORIES.map((line) => ({ title: line.name, files: productsIn(line.id).flatMap((product) => sheetsOf(product.articleNumber)).map(listedFile) })).filter(
  ({ files }) => files.length > 0,
)

/** The blocks of the downloads page, each with its fallback in `locale`. */
export function downloadsBlocks(locale: Locale): string {
  return [
    blockMarker(
      'tools/text-button',
      {
        title: 'Kataloge, Broschüren und Datenblätter',
        html:
          '<p>Hier finden Sie unseren Produktkatalog, die Broschüren zu jeder Produktlinie und die technischen Datenblätter und Sicherheitsdatenblätter unserer meistverkauften Produkte, alle als PDF.</p>' +
          '<p>Das Datenblatt eines Produkts finden Sie auch auf seiner Seite im Sortiment.</p>',
        link: { href: '/produkte', text: 'Zum Sortiment' },
      },
      locale,
      { hydrate: 'load' },
    ),
    blockMarker('tools/file-list', { title: 'Produktkatalog und Broschüren', files: brochures }, locale),
    blockMarker(
      'tools/good-to-know',
      {
        title: 'Sicherheitsdatenblätter sind Pflicht',
        html:
          '<p>Wer Schmierstoffe beruflich einsetzt, erhält zu jedem Produkt das aktuelle Sicherheitsdatenblatt und hält es für die Mitarbeitenden bereit (Chemikalienverordnung ChemV; in der EU Artikel 31 der REACH-Verordnung). Ändert sich ein Blatt, senden wir Ihnen die neue Fassung unaufgefordert zu.</p>' +
          '<p>Als Geschäftskunde finden Sie die Sicherheitsdatenblätter aller bestellten Produkte in vier Sprachen unter <a href="/konto/sicherheitsdatenblaetter">Mein Konto</a>. Was in den 16 Abschnitten steht, erklärt der Artikel <a href="/wissen/sicherheitsdatenblaetter-finden">Sicherheitsdatenblätter finden</a>.</p>',
      },
      locale,
    ),
    blockMarker('tools/heading', { text: 'Datenblätter nach Produktlinie', anchor: 'datenblaetter' }, locale),
    ...sheetsByLine.map(({ title, files }) => blockMarker('tools/file-list', { title, level: 3, files }, locale)),
    blockMarker(
      'tools/compact-contact-teaser',
      {
        title: 'Sie finden ein Dokument nicht?',
        teaserContent: 'Unser Kundendienst sendet Ihnen Datenblätter älterer Produkte, Freigabeschreiben und Konformitätserklärungen per E-Mail.',
        phoneLink: { value: '+41 52 208 30 10', label: '052 208 30 10' },
        buttonText: 'Zum Kontaktformular',
        link: { href: '/kontakt' },
        footerText: 'Montag bis Freitag, 7.30 bis 17.00 Uhr',
        image: { ...demoImage('team'), alt: 'Das Team des Kundendienstes in Winterthur' },
      },
      locale,
    ),
  ].join('\n')
}
