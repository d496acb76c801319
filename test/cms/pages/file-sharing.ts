/**
 * tools/file-sharing (spec 2 §2.6): a dealer's share of product photos and data sheets, as the CMS renders the page of
 * one share. Its files are the demo site's: the photos of test/cms/media in three formats with their 480 px preview,
 * and data sheets of the mock catalogue (test/mocks/db/documents.ts); every size is the served file's, so what a menu
 * says is what the visitor downloads. The share is valid for 30 more days, whenever the page is seen.
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { swissDay } from '@/src/lib/swiss-time'
import { ASSETS } from '@/test/mocks/db/documents'
import type { WidgetInputs } from '@/test/widget-inputs.gen'
import { escapeHtml, marker } from '../html'
import { MEDIA_DIR, MEDIA_PREFIX } from '../media/index'
import { translator } from '../texts'
import { fallbackHtml } from '../widget-markup'
import type { PageDefinition } from './types'

type Props = WidgetInputs['tools/file-sharing']

const DAY_MS = 86_400_000

/** A file of the demo media with its size in bytes. */
const mediaFile = (file: string) => ({ href: `${MEDIA_PREFIX}${file}`, size: statSync(join(MEDIA_DIR, file)).size })

function photo(scene: string, name: string, title: string) {
  const jpg = mediaFile(`${scene}-1440.jpg`)
  return {
    name,
    title,
    size: jpg.size,
    hasPreview: true,
    path: { fallback: `${MEDIA_PREFIX}${scene}-480.jpg`, srcset: `${MEDIA_PREFIX}${scene}-480.jpg 480w, ${MEDIA_PREFIX}${scene}-960.jpg 960w` },
    download: { JPG: jpg, WebP: mediaFile(`${scene}-1440.webp`), AVIF: mediaFile(`${scene}-1440.avif`), preview: mediaFile(`${scene}-480.jpg`) },
  }
}

function sheet(title: string) {
  const asset = ASSETS.find((candidate) => candidate.title === `${title}.pdf`)
  if (!asset) throw new Error(`No download «${title}»`)
  return { name: asset.fileName, title, size: asset.size, download: { PDF: { href: asset.url, size: asset.size } } }
}

/** The share's props on the day the page is rendered. */
export function fileSharingProps(now = Date.now()): Props {
  return {
    name: 'Produktbilder und Datenblätter für Garage Brunner AG',
    expiry: swissDay(now + 30 * DAY_MS),
    // The simulated CMS serves no archives: the catalogue and one photo stand in for each format's ZIP of all files.
    download: { JPG: mediaFile('kanister-1440.jpg').href, PDF: sheet('Produktkatalog Schmierstoffe 2025').download.PDF.href },
    assets: [
      photo('kanister', 'gebinde-flasche-kanister-fass.jpg', 'Flasche, Kanister und Fass in Markenblau'),
      sheet('Technisches Datenblatt Motoröl Synth 0W-20 C5'),
      sheet('Sicherheitsdatenblatt Motoröl Synth 0W-20 C5'),
      photo('werk', 'werk-winterthur.jpg', 'Unser Werk in Winterthur vor den Alpen'),
      photo('labor', 'labor-viskositaetspruefung.jpg', 'Viskositätsprüfung im Labor'),
      photo('lager', 'lager-faesser-ibc.jpg', 'Lagerhalle mit Fässern und IBC-Containern'),
      photo('werkstatt', 'werkstatt-oelwechsel.jpg', 'Ölwechsel in der Werkstatt'),
      photo('traktor', 'traktor-landwirtschaft.jpg', 'Traktor auf dem Feld'),
      photo('motorrad', 'motorrad-rennstrecke.jpg', 'Rennmotorrad auf der Rennstrecke'),
      photo('team', 'team-anwendungstechnik.jpg', 'Unser Team der Anwendungstechnik'),
      sheet('Technisches Datenblatt Motoröl Synth 0W-30 C3'),
      sheet('Sicherheitsdatenblatt Motoröl Synth 0W-30 C3'),
      sheet('Technisches Datenblatt Motoröl Synth 5W-30 LL'),
      sheet('Technisches Datenblatt Motoröl Synth 5W-30 C3'),
    ],
  }
}

export const fileSharingPage: PageDefinition = {
  path: '/dateifreigabe',
  title: { de: 'Dateifreigabe', fr: 'Partage de fichiers', it: 'Condivisione di file', en: 'File sharing' },
  description: {
    de: 'tools/file-sharing: Freigabe mit Ablaufdatum, «Alle herunterladen» je Format, Dateien mit Vorschau, Formaten und Grössen, «Alle anzeigen» nach 6 Dateien.',
    fr: 'tools/file-sharing\u00a0: partage avec date d’expiration, «\u00a0Tout télécharger\u00a0» par format, fichiers avec aperçu, formats et tailles, «\u00a0Afficher les …\u00a0» après 6 fichiers.',
    it: 'tools/file-sharing: condivisione con data di scadenza, «Scarica tutto» per formato, file con anteprima, formati e dimensioni, «Mostra tutti» dopo 6 file.',
    en: 'tools/file-sharing: a share with its expiry date, “Download all” per format, files with preview, formats and sizes, “Show all” after 6 files.',
  },
  group: 'widgets',
  // The share's name is the page's heading.
  ownHeading: true,
  body: (context) => {
    const t = translator(context)
    const props = fileSharingProps()
    const note = t({
      de: 'Das simulierte CMS hat keine ZIP-Archive: Unter «Alle herunterladen» stehen der Produktkatalog und ein Foto für die Archive aller Dateien.',
      fr: 'Le CMS simulé n’a pas d’archives ZIP\u00a0: sous «\u00a0Tout télécharger\u00a0», le catalogue et une photo remplacent les archives de tous les fichiers.',
      it: 'Il CMS simulato non ha archivi ZIP: sotto «Scarica tutto» il catalogo e una foto sostituiscono gli archivi di tutti i file.',
      en: 'The simulated CMS has no ZIP archives: under “Download all”, the catalogue and a photo stand in for the archives of all files.',
    })
    return marker('tools/file-sharing', props, { hydrate: 'load', fallback: fallbackHtml('tools/file-sharing', props, context.locale) }) + `<p class="cms-note">${escapeHtml(note)}</p>`
  },
}
