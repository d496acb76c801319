/**
 * Safety data sheets (spec 2 §3, §7 "Get safety data sheets | GET | same as customers | same plus
 * datepicker"; spec 1 §7 /api/safety-data-sheet and /download): one page of the sheets the customer may
 * download, as a server-side table (api/table-schemas.ts), each sheet a product's sheet in one language as
 * one file; and the address each file is downloaded from.
 */
import * as v from 'valibot'
import { withParam } from '@/src/lib/address-param'
import { isoDay } from '@/src/lib/iso-day'
import { shownText as shown } from '@/src/lib/schema-parts'
import type { TableQuery } from '@/src/lib/table-query'
import { resolveAddress } from './addresses'
import type { CallContext } from './client'
import { getTablePage } from './table-schemas'

/** A sheet's id as it travels in the download's address (`?id=sdb-10-4471-de`): a short token. */
export const safetyDataSheetIdSchema = v.pipe(v.string(), v.regex(/^[\w.-]{1,80}$/, 'expected a sheet id'))

/** One safety data sheet of the table (spec 2 §3 "safety data sheets: entries"). */
export const safetyDataSheetEntrySchema = v.object({
  id: safetyDataSheetIdSchema,
  productName: shown(200),
  /** The product's article number. */
  articleNumber: shown(40),
  /** The sheet's language as a BCP 47 code (`de`, `fr`, `it`, `en`); the table names it in the page's language. */
  language: v.pipe(v.string(), v.regex(/^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,3}$/, 'expected a language code')),
  /** The sheet's version, e.g. 3.1. */
  version: shown(20),
  /** The day it was last revised: YYYY-MM-DD (an ISO 8601 timestamp is read too). */
  revisionDate: v.union([isoDay, v.pipe(v.string(), v.isoTimestamp())]),
  /** The file's name as it is saved (SDB_10-4471_DE.pdf). */
  fileName: shown(120),
  /** The file's size in bytes (shown in 1024 steps, spec 2 §2.6). */
  fileSize: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
})
export type SafetyDataSheetEntry = v.InferOutput<typeof safetyDataSheetEntrySchema>

/** spec 2 §7 Get safety data sheets: GET /api/safety-data-sheet with the table's query parameters; answers data.results. */
export const getSafetyDataSheets = (query: TableQuery, context: CallContext) => getTablePage('safetyDataSheets', query, context)

/**
 * Where a sheet is downloaded from (spec 1 §7 /api/safety-data-sheet/download): the named address
 * `safetyDataSheetDownload` (page data may move it) with the sheet's id as `id`, its own parameters kept.
 */
export const safetyDataSheetDownloadUrl = (id: string): string => withParam(resolveAddress('safetyDataSheetDownload'), 'id', id)
