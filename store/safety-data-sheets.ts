import { getSafetyDataSheets, safetyDataSheetEntrySchema } from '@/api/safety-data-sheets'
import { createTableRequest } from './table-request'

// The safety data sheets family (spec 2 §3, §4, §7): a server-side table, so its data lives with the table
// that shows it (src/features/data-table/use-server-table.ts); the family is its request and its running flag.

/**
 * spec 2 §7 Get safety data sheets (GET /api/safety-data-sheet): one page of the sheets. An answer lacking
 * entries, filter fields, sort columns or sort order fails with 'API failure during
 * safetyDataSheets/fetchSafetyDataSheets request.' (spec 1 §8, spec 2 §8).
 */
export const fetchSafetyDataSheets = createTableRequest('safetyDataSheets/fetchSafetyDataSheets', getSafetyDataSheets, safetyDataSheetEntrySchema)
