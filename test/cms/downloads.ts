/**
 * The files under `/downloads/` (docs/simulated-cms.md "The mock catalogue"): each asset of the mock catalogue
 * (test/mocks/db/documents.ts) as a valid PDF of exactly its listed size, so every data sheet the search or a product
 * page links opens.
 */
import type { ServerResponse } from 'node:http'
import { assetAt } from '@/test/mocks/db/documents'
import { pdfFile } from './pdf'

/** Where the files live. */
export const DOWNLOADS_PREFIX = '/downloads/'

/**
 * Answers a file of the catalogue with its PDF; false (nothing sent) when `path` names none, so the
 * CMS answers its not-found page.
 */
export function answerDownload(res: ServerResponse, path: string): boolean {
  const asset = assetAt(path)
  if (!asset) return false
  const file = pdfFile({ title: asset.title.replace(/\.pdf$/, ''), lines: [asset.text, 'Beispieldokument des simulierten CMS.'] }, asset.size)
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(file.byteLength),
    // Opens in the browser's viewer; saved, it keeps its name.
    'Content-Disposition': `inline; filename="${asset.fileName}"`,
    'Cache-Control': 'public, max-age=3600',
  })
  res.end(file)
  return true
}
