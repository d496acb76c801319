import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { defineWidget, type PropsOf } from '@/src/widget/define-widget'
import { ASSET_DESCRIPTION, ASSETS_MAX, downloadMap, expiryDay, INITIAL_ASSETS, keepValidAssets } from './file-share'
import { FileSharing } from './file-sharing'

const props = v.object({
  name: blockText(200, 'Name der Freigabe: die Überschrift der Seite.'),
  expiry: expiryDay,
  download: v.optional(
    downloadMap('Alle Dateien in einem Format (etwa als ZIP-Archiv), je Format ein Link: die Einträge des Menüs «Alle herunterladen»; ohne Einträge kein Menü.'),
    {},
  ),
  assets: v.pipe(
    // Here only the list; each asset is checked on its own (file-share.ts), so a malformed one is left out with a
    // warning instead of failing the whole page. The item's description names its fields.
    v.array(v.pipe(v.unknown(), v.description(ASSET_DESCRIPTION))),
    v.maxLength(ASSETS_MAX),
    v.description(`Die Dateien der Freigabe, bis ${ASSETS_MAX}; die ersten ${INITIAL_ASSETS} sind zu sehen, «Alle anzeigen» zeigt die übrigen (Dokument 2 §2.6, §9). Eine fehlerhafte Datei wird weggelassen.`),
    v.transform((items: unknown[]) => keepValidAssets(items)),
  ),
  headingLevel: v.optional(v.pipe(v.picklist([1, 2]), v.description('Gliederungsstufe des Namens: 1 auf der Seite der Freigabe, 2 wo die Seite schon eine Überschrift hat.')), 1),
})

/** Props of the file sharing page: what its component receives, checked, with defaults and only valid assets. */
export type FileSharingProps = PropsOf<typeof props>

// The demo media (docs/simulated-cms.md "Demo media"): a photo in three formats and its 480 px preview, with the files'
// sizes in bytes.
const photo = (scene: string, name: string, title: string, [jpg, webp, avif, preview]: readonly [number, number, number, number]) => ({
  name,
  title,
  size: jpg,
  hasPreview: true,
  path: { fallback: `/media/${scene}-480.jpg`, srcset: `/media/${scene}-480.jpg 480w, /media/${scene}-960.jpg 960w` },
  download: {
    JPG: { href: `/media/${scene}-1440.jpg`, size: jpg },
    WebP: { href: `/media/${scene}-1440.webp`, size: webp },
    AVIF: { href: `/media/${scene}-1440.avif`, size: avif },
    preview: { href: `/media/${scene}-480.jpg`, size: preview },
  },
})

// A data sheet of the simulated CMS's catalogue (test/mocks/db/documents.ts), which serves it at exactly this size.
const sheet = (slug: string, title: string, size: number) => ({ name: `${slug}.pdf`, title, size, download: { PDF: { href: `/downloads/${slug}.pdf`, size } } })

const KANISTER = photo('kanister', 'gebinde-flasche-kanister-fass.jpg', 'Flasche, Kanister und Fass in Markenblau', [71802, 31376, 15108, 18662])
const WERK = photo('werk', 'werk-winterthur.jpg', 'Unser Werk in Winterthur vor den Alpen', [78221, 33600, 17607, 20912])
const LABOR = photo('labor', 'labor-viskositaetspruefung.jpg', 'Viskositätsprüfung im Labor', [50182, 19834, 9624, 14375])
const TEAM = photo('team', 'team-anwendungstechnik.jpg', 'Unser Team der Anwendungstechnik', [45135, 20738, 11901, 12733])

/** The catalogue's examples, also the tests' props. */
export const FILE_SHARING_EXAMPLES = {
  // A dealer's share of product photos and data sheets: more than six files, photos and PDFs mixed.
  dealer: {
    name: 'Produktbilder und Datenblätter für Garage Brunner AG',
    expiry: '2031-03-31',
    // The simulated CMS serves no archives: one of the share's files stands in for each format's ZIP.
    download: { JPG: '/media/kanister-1440.jpg', PDF: '/downloads/produktkatalog-schmierstoffe-2025.pdf' },
    assets: [
      KANISTER,
      sheet('technisches-datenblatt-motoroel-synth-0w-20-c5', 'Technisches Datenblatt Motoröl Synth 0W-20 C5', 283885),
      sheet('sicherheitsdatenblatt-motoroel-synth-0w-20-c5', 'Sicherheitsdatenblatt Motoröl Synth 0W-20 C5', 482574),
      WERK,
      LABOR,
      photo('lager', 'lager-faesser-ibc.jpg', 'Lagerhalle mit Fässern und IBC-Containern', [139013, 57866, 30153, 33074]),
      photo('werkstatt', 'werkstatt-oelwechsel.jpg', 'Ölwechsel in der Werkstatt', [63839, 25894, 12800, 17760]),
      photo('traktor', 'traktor-landwirtschaft.jpg', 'Traktor auf dem Feld', [84098, 46778, 24452, 18810]),
      photo('motorrad', 'motorrad-rennstrecke.jpg', 'Rennmotorrad auf der Rennstrecke', [108487, 58994, 31720, 24330]),
      TEAM,
      sheet('technisches-datenblatt-motoroel-synth-0w-30-c3', 'Technisches Datenblatt Motoröl Synth 0W-30 C3', 349395),
      sheet('sicherheitsdatenblatt-motoroel-synth-0w-30-c3', 'Sicherheitsdatenblatt Motoröl Synth 0W-30 C3', 348501),
      sheet('technisches-datenblatt-motoroel-synth-5w-30-ll', 'Technisches Datenblatt Motoröl Synth 5W-30 LL', 203404),
      sheet('technisches-datenblatt-motoroel-synth-5w-30-c3', 'Technisches Datenblatt Motoröl Synth 5W-30 C3', 225935),
    ],
    headingLevel: 2 as const,
  },
  // Three photos for the press, without an end date or a menu for all of them.
  small: {
    name: 'Pressebilder Werk Winterthur',
    assets: [WERK, LABOR, TEAM],
    headingLevel: 2 as const,
  },
  // A share whose last day has passed: it says so and offers nothing.
  expired: {
    name: 'Messeunterlagen Agrama 2024',
    expiry: '2025-01-31',
    download: { PDF: '/downloads/produktkatalog-schmierstoffe-2025.pdf' },
    assets: [KANISTER, sheet('produktkatalog-schmierstoffe-2025', 'Produktkatalog Schmierstoffe 2025', 1022912)],
    headingLevel: 2 as const,
  },
} satisfies Record<string, v.InferInput<typeof props>>

export default defineWidget({
  description:
    'Dateifreigabe (Dokument 2 §2.6): Name, Ablaufdatum, Anzahl Dateien, «Alle herunterladen» mit einem Eintrag je Format und die Dateien mit Vorschaubild oder Dateisymbol, Namen und einem Menü je Datei mit ihren Formaten und Grössen; die ersten 6 sind zu sehen, «Alle anzeigen» zeigt den Rest. Eine abgelaufene Freigabe sagt das und bietet nichts mehr an.',
  props,
  component: FileSharing,
  examples: FILE_SHARING_EXAMPLES,
  // The picture, the link, the asset check (valibot, the error report), the byte and date formatters and the strings' hook;
  // its own code is about 4.7 KB.
  budgetKb: 10,
})
