/**
 * The catalogue's files (test/mocks/db/documents.ts) as a file list's entries (widgets/tools/file-list): at the address
 * the CMS serves each one, with its size in bytes, which is the served PDF's length (test/cms/downloads.ts writes
 * exactly `asset.size`), so what the list says is what the visitor downloads.
 */
import { ASSETS, type Asset } from '@/test/mocks/db/documents'

/** A file as a file list names it: its title without the extension, which the list shows as the file's kind. */
export const listedFile = (asset: Asset) => ({ name: asset.title.replace(/\.pdf$/, ''), url: asset.url, type: asset.fileType, size: asset.size })

/** The file titled `title` (without «.pdf»): pages name the brochures they list, and a name no file has fails at once. */
export function fileTitled(title: string): Asset {
  const asset = ASSETS.find((candidate) => candidate.title === `${title}.pdf`)
  if (!asset) throw new Error(`No download «${title}»`)
  return asset
}
