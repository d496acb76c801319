import { readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { http, HttpResponse } from 'msw'
import { staticUrl } from '@/src/lib/static-files'

// Vitest runs from the project's root (jsdom gives modules no file: address to resolve from).
const PUBLIC = resolve(process.cwd(), 'public')
const TYPES: Record<string, string> = { svg: 'image/svg+xml', png: 'image/png', json: 'application/json' }
const FOLDERS = readdirSync(PUBLIC, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []))

/**
 * The files of public/ where the bundle asks for them (staticUrl), for unit tests, which have no CMS to
 * serve them (the CMS serves the built copies, test/cms/static.ts). A file that is not there answers
 * 404 with an HTML page, as the CMS would.
 */
export const publicFileHandlers = FOLDERS.map((folder) =>
  http.get(`*${staticUrl(folder)}/:file`, async ({ params }) => {
    const name = String(params.file)
    try {
      const body = await readFile(resolve(PUBLIC, folder, name.replace(/[/\\]/g, '')))
      return new HttpResponse(body, { headers: { 'content-type': TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream' } })
    } catch {
      return new HttpResponse('<!doctype html><title>Nicht gefunden</title>', { status: 404, headers: { 'content-type': 'text/html' } })
    }
  }),
)
