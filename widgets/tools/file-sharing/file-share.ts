/**
 * The file share of spec 2 §3 (name, expiry, assets, download: a map of format name to link) and its asset (name,
 * title, size in bytes, hasPreview, path{srcset, fallback}, download: a map with a preview entry and other formats),
 * with the rules the island and the CMS's fallback both apply: which assets are shown, which downloads a menu offers,
 * whether the share has expired. valibot only, no React: the simulated CMS runs the fallback with it under node.
 */
import * as v from 'valibot'
import { blockText } from '@/src/lib/content-schemas'
import { blockImage } from '@/src/lib/image-schemas'
import { isoDay } from '@/src/lib/iso-day'
import { checkList } from '@/src/lib/schema-check'
import { ADDRESS_MAX_LENGTH } from '@/src/lib/schema-parts'

/** spec 2 §2.6, §9: the assets shown until «Alle anzeigen» is pressed. */
export const INITIAL_ASSETS = 6

/** A share longer than this is split by the CMS: one page is no archive. */
export const ASSETS_MAX = 200

/** The formats one download menu offers at most. */
export const FORMATS_MAX = 10

/** The key of an asset's `download` map that names its preview's file (spec 2 §3), shown as «Vorschau». */
export const PREVIEW_FORMAT = 'preview'

// spec 2 §5 and the task's rule: a download leads to a path of this site or an https address; never http: (mixed
// content), //host, javascript: or data:. No white space, backslash or control character (browsers read them loosely).
const DOWNLOAD_HREF = /^(\/(?![/\\])|https:\/\/)[^\s\\]+$/

const downloadHref = v.pipe(
  v.string(),
  v.regex(DOWNLOAD_HREF, 'must be a path of this site (/…) or an https:// address, without spaces'),
  v.maxLength(ADDRESS_MAX_LENGTH),
  v.description('Adresse der Datei: ein Pfad dieser Website (/…) oder eine https-Adresse (öffnet in einem neuen Tab).'),
)

// A format's name as the menu shows it: JPG, TIFF, PDF, «Original 300 dpi».
const formatName = v.pipe(v.string(), v.regex(/^[A-Za-z0-9À-ÿ][\w À-ÿ.+-]{0,29}$/, 'must be a format name like JPG or PDF (letters, digits, up to 30 characters)'))

/** One format's file: its address alone (spec 2 §3), or with its size in bytes, which the menu then shows. */
const downloadFile = v.union([
  downloadHref,
  v.object({
    href: downloadHref,
    size: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Grösse dieser Datei in Bytes; das Menü zeigt sie in 1024er-Schritten (Dokument 2 §2.6).')),
  }),
])

/** A map of format name to file, as a share's and an asset's `download` are written (spec 2 §3). */
export const downloadMap = (description: string) => v.pipe(v.record(formatName, downloadFile), v.maxEntries(FORMATS_MAX), v.description(description))

const imageEntries = blockImage.pipe[0].entries

/** One asset of a share (spec 2 §3). */
export const fileShareAsset = v.object({
  name: blockText(200, 'Dateiname, wie er gespeichert wird, etwa kanister-20l.jpg; die Endung gibt das Dateisymbol ohne Vorschau.'),
  title: v.optional(blockText(200, 'Was die Datei zeigt, unter dem Dateinamen.')),
  size: v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Grösse der Datei in Bytes, angezeigt in 1024er-Schritten bis YB (Dokument 2 §2.6).')),
  hasPreview: v.optional(v.pipe(v.boolean(), v.description('Die Datei hat ein Vorschaubild (path); sonst ein Dateisymbol.')), false),
  path: v.optional(
    v.pipe(
      v.object({ fallback: imageEntries.fallback, srcset: imageEntries.srcset }),
      v.description('Das Vorschaubild: srcset und die Datei, die jeder Browser lädt (fallback).'),
    ),
  ),
  download: v.pipe(
    downloadMap('Die Formate der Datei, je Name ein Link (ein Pfad oder eine https-Adresse) oder { href, size }; preview ist das Vorschaubild.'),
    v.minEntries(1, 'must offer at least one format'),
  ),
})

/** One asset, checked. */
export type FileShareAsset = v.InferOutput<typeof fileShareAsset>
/** One asset as the CMS writes it. */
export type FileShareAssetInput = v.InferInput<typeof fileShareAsset>

/** What the props list of assets says about each item, for the JSON Schema (the items themselves are checked one by one). */
export const ASSET_DESCRIPTION =
  'Eine Datei (Dokument 2 §3): name (Dateiname), title (optional), size (Bytes), hasPreview, path { srcset, fallback } (Vorschaubild), download (Format → Link oder { href, size }; preview für das Vorschaubild). Links: ein Pfad dieser Website oder https.'

/**
 * The assets that pass their schema, in order: each is checked on its own, so a malformed one is left out with a warning
 * naming it and its problem (and an error report) instead of failing the whole page.
 */
export const keepValidAssets = (items: readonly unknown[]): FileShareAsset[] => checkList(items, fileShareAsset, 'props.assets', ASSETS_MAX)

/** The same assets, quietly: the CMS's fallback shows what the island will show, and warns nobody. */
export const validAssets = (items: readonly unknown[]): FileShareAsset[] =>
  items.slice(0, ASSETS_MAX).flatMap((item) => {
    const result = v.safeParse(fileShareAsset, item)
    return result.success ? [result.output] : []
  })

/** One entry of a download menu. */
export type DownloadEntry = { format: string; href: string; size: number | undefined; preview: boolean }

type DownloadMapInput = Readonly<Record<string, string | { href: string; size: number }>>

/** A download map's entries in the CMS's order, the preview last: the formats of the file itself come first. */
export function downloadEntries(download: DownloadMapInput): DownloadEntry[] {
  const entries = Object.entries(download).map(([format, file]): DownloadEntry => {
    const preview = format === PREVIEW_FORMAT
    return typeof file === 'string' ? { format, href: file, size: undefined, preview } : { format, href: file.href, size: file.size, preview }
  })
  return [...entries.filter((entry) => !entry.preview), ...entries.filter((entry) => entry.preview)]
}

/** Opens in a new tab (another site's file, where the browser does not honour `download`); a path of this site downloads. */
export const isExternal = (href: string): boolean => href.startsWith('https://')

/**
 * What the symbol of a file without preview says: the file name's extension (`kanister.tif` → TIF), else its first
 * format's name, at most 4 characters.
 */
export function fileTypeOf(asset: Pick<FileShareAssetInput, 'name' | 'download'>): string {
  const extension = /\.([\p{L}\p{N}]{1,4})$/u.exec(asset.name)?.[1]
  const first = Object.keys(asset.download).find((format) => format !== PREVIEW_FORMAT)
  return (extension ?? first ?? '').slice(0, 4).toUpperCase()
}

/** Whether an asset shows its preview picture: it says it has one, and gives its path. */
export const showsPreview = (asset: Pick<FileShareAssetInput, 'hasPreview' | 'path'>): boolean => asset.hasPreview === true && asset.path !== undefined

/** The share's last day as a day of the CMS (YYYY-MM-DD, Swiss time). */
export const expiryDay = v.optional(
  v.pipe(
    isoDay,
    v.description('Letzter Tag, an dem die Dateien zu haben sind (JJJJ-MM-TT, Schweizer Zeit), angezeigt als «Gültig bis TT.MM.JJJJ»; danach sagt die Seite, dass die Freigabe abgelaufen ist, und bietet nichts mehr an. Ohne Angabe unbefristet.'),
  ),
)

/** Whether a share with this last day has expired on `today` (both YYYY-MM-DD): the last day itself still counts. */
export const hasExpired = (expiry: string | undefined, today: string): boolean => expiry !== undefined && expiry < today

/** The `sizes` of a preview: a tile of the list, one to three across (file-sharing.css). */
export const PREVIEW_SIZES = '(min-width: 1200px) 376px, (min-width: 1024px) 33vw, (min-width: 480px) 50vw, 100vw'
